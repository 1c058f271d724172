import { type AdminModule, ROUTES } from "@travesia/core";
import type { AdminStatus } from "@travesia/hooks";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { AdminMenu } from "../AdminMenu/AdminMenu";
import { useAdminT } from "../adminText";

/** Props of the back office's frame. */
export interface AdminPageProps {
  /** The server's answer to the back office's first call: refused (401, 403), failed, loading or ready. */
  readonly status: AdminStatus;
  readonly module: AdminModule | null;
  readonly onRetry: () => void;
  /** The current module's page, shown once the server let the administrator in. */
  readonly children: ReactNode;
}

/**
 * The back office (`/admin`): the side menu and the current module; to anyone the server refuses, a page that says
 * they may not enter (with the way to sign in, when nobody is signed in), and nothing of the modules.
 */
export const AdminPage = ({ status, module, onRetry, children }: AdminPageProps) => {
  const t = useAdminT();
  const id = useId();
  const refused = status === "signInRequired" || status === "forbidden";
  return (
    <section className={page.wide} aria-labelledby={id}>
      <h1 id={id} className={page.title}>
        {t("admin.title")}
      </h1>
      {refused ? (
        <div className={page.card} data-testid="admin-refused">
          <p role="alert">{t(status === "forbidden" ? "admin.forbidden" : "admin.signInRequired")}</p>
          {status === "signInRequired" ? (
            <p className={page.actions}>
              <Link className={page.primary} to={ROUTES.login}>
                {t("admin.signIn")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : status === "failed" ? (
        <div className={page.card}>
          <p role="alert" className={page.error}>
            {t("admin.loadFailed")}
          </p>
          <p className={page.actions}>
            <button type="button" className={page.secondary} onClick={onRetry}>
              {t("admin.retry")}
            </button>
          </p>
        </div>
      ) : status === "loading" ? (
        <p role="status" className={page.muted}>
          {t("admin.loading")}
        </p>
      ) : (
        <div className={styles.layout}>
          <AdminMenu current={module} />
          <div className={styles.content}>{children}</div>
        </div>
      )}
    </section>
  );
};

import { type AdminPortal, adminPortalSettingsPath } from "@travesia/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";

/** Props of the portals list. */
export interface PortalListProps {
  readonly portals: readonly AdminPortal[];
}

/** The "portal settings" module's list page: each portal, with a link to edit its settings. */
export const PortalList = ({ portals }: PortalListProps) => {
  const t = useAdminT();
  const id = useId();
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.settings.portals")}
      </h2>
      <ul className={styles.list}>
        {portals.map((portal) => (
          <li key={portal.id} className={styles.row}>
            <span>
              <strong>{portal.name}</strong> <span className={styles.badge}>{portal.settings.audience}</span>
            </span>
            <Link
              className={page.secondary}
              to={adminPortalSettingsPath(portal.id)}
              aria-label={`${t("admin.settings.edit")}: ${portal.name}`}
            >
              {t("admin.settings.edit")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

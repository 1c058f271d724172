import { ROUTES } from "@travesia/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/Page.module.css";

/** Any address the portal does not know. */
export const NotFoundPage = () => {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.narrow} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t("shell.notFoundTitle")}
      </h1>
      <div className={styles.card}>
        <p>{t("shell.notFoundMessage")}</p>
        <p className={styles.actions}>
          <Link className={styles.primary} to={ROUTES.home}>
            {t("shell.goHome")}
          </Link>
        </p>
      </div>
    </section>
  );
};

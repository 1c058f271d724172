import { useT } from "../../i18n/LanguageContext";
import styles from "./MaintenanceBanner.module.css";

/** Props of the stateless maintenance banner: the server's message (spec 000 §2). */
export interface MaintenanceBannerProps {
  readonly message: string | undefined;
}

/** The maintenance banner, for B2B users only (spec 000 §2, §6: "B2B sees the maintenance banner"). */
export const MaintenanceBanner = ({ message }: MaintenanceBannerProps) => {
  const t = useT();
  return (
    <section className={styles.banner} aria-label={t("shell.maintenanceTitle")} data-testid="maintenance-banner">
      <strong>{t("shell.maintenanceTitle")}</strong>
      {message === undefined ? null : <span>{message}</span>}
    </section>
  );
};

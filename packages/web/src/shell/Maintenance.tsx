import { useT } from "../i18n/LanguageContext";
import { BlockingDialog } from "./BlockingDialog";
import dialogStyles from "./BlockingDialog.module.css";
import styles from "./Maintenance.module.css";

/** Props of the stateless maintenance pieces: the server's message (spec 000 §2). */
export interface MaintenanceViewProps {
  readonly message: string | undefined;
}

/** The maintenance banner, for B2B users only (spec 000 §2, §6: "B2B sees the maintenance banner"). */
export const MaintenanceBannerView = ({ message }: MaintenanceViewProps) => {
  const t = useT();
  return (
    <section className={styles.banner} aria-label={t("shell.maintenanceTitle")} data-testid="maintenance-banner">
      <strong>{t("shell.maintenanceTitle")}</strong>
      {message === undefined ? null : <span>{message}</span>}
    </section>
  );
};

/** The screen blocker while the system is frozen (spec 000 §2: "when freezing, a screen blocker with a message"). */
export const FreezeBlockerView = ({
  message,
  onRefresh,
}: MaintenanceViewProps & { readonly onRefresh: () => void }) => {
  const t = useT();
  return (
    <BlockingDialog
      name="freeze"
      title={t("shell.maintenanceTitle")}
      message={message ?? t("shell.maintenanceBlocked")}
    >
      <button type="button" className={dialogStyles.primary} onClick={onRefresh}>
        {t("shell.update")}
      </button>
    </BlockingDialog>
  );
};

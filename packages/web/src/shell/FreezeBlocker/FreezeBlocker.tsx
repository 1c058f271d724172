import { useT } from "../../i18n/LanguageContext";
import dialogStyles from "../../shared/BlockingDialog/BlockingDialog.module.css";
import { BlockingDialogLazy } from "../../shared/BlockingDialog/BlockingDialogLazy";

/** Props of the stateless freeze blocker: the server's message and the refresh action (spec 000 §2). */
export interface FreezeBlockerProps {
  readonly message: string | undefined;
  readonly onRefresh: () => void;
}

/** The screen blocker while the system is frozen (spec 000 §2: "when freezing, a screen blocker with a message"). */
export const FreezeBlocker = ({ message, onRefresh }: FreezeBlockerProps) => {
  const t = useT();
  return (
    <BlockingDialogLazy
      name="freeze"
      title={t("shell.maintenanceTitle")}
      message={message ?? t("shell.maintenanceBlocked")}
    >
      <button type="button" className={dialogStyles.primary} onClick={onRefresh}>
        {t("shell.update")}
      </button>
    </BlockingDialogLazy>
  );
};

import type { Toast } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import { CloseIcon } from "../../shared/icons";
import styles from "./Toasts.module.css";

/** Props of the stateless toast list. */
export interface ToastsProps {
  readonly toasts: readonly Toast[];
  readonly onDismiss: (id: number) => void;
}

/**
 * The toasts (spec 000 §8, §9: warnings 5 s, 15 s on hotel results, 10 s on houses; newsletter errors 3 s). The
 * durations are the hooks' (each toast carries its own); this view only shows them in an ARIA live region that is
 * always in the page, so a screen reader announces each new toast.
 */
export const Toasts = ({ toasts, onDismiss }: ToastsProps) => {
  const t = useT();
  return (
    <section className={styles.toasts} aria-label={t("shell.notifications")}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-level={toast.level} data-testid="toast">
            <div className={styles.text}>
              {toast.titleKey === undefined ? null : <strong className={styles.title}>{t(toast.titleKey)}</strong>}
              <span>{toast.serverMessage ?? t(toast.key, toast.params)}</span>
            </div>
            <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
              <CloseIcon />
              <span className="visually-hidden">{t("shell.dismiss")}</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
};

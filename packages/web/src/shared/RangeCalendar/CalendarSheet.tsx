import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./RangeCalendar.module.css";

/** Props of {@link CalendarSheet}: what its header shows, the months, and its two ways out. */
interface CalendarSheetProps {
  readonly title: string;
  /** Header lines: each picked date (or '—') under its label, and the nights once both are picked. */
  readonly summary: readonly { readonly label: string; readonly value: string }[];
  readonly children: ReactNode;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}

/**
 * The phone's full-screen calendar (spec 002 §2 "Mobile (width up to 768 px) is full-screen with a header showing
 * start and end dates, an optional nights count …; its footer acts as the confirm button"): a Headless UI dialog,
 * loaded only when a phone opens a calendar.
 */
const CalendarSheet = ({ title, summary, children, onClose, onConfirm }: CalendarSheetProps) => {
  const t = useT();
  return (
    <Dialog className={styles.sheetRoot} open onClose={onClose}>
      <DialogPanel className={styles.sheet}>
        <div className={styles.sheetHeader}>
          <DialogTitle className={styles.sheetTitle}>{title}</DialogTitle>
          <dl className={styles.sheetDates}>
            {summary.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className={styles.sheetClose} onClick={onClose} aria-label={t("shell.close")}>
            ×
          </button>
        </div>
        <div className={styles.sheetBody}>{children}</div>
        <div className={styles.sheetFooter}>
          <button type="button" className={styles.confirm} onClick={onConfirm}>
            {t("forms.calendarConfirm")}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
};

export default CalendarSheet;

import type { ReactNode } from "react";
import styles from "./BlockingDialog.module.css";

/** Props of a dialog that blocks the page until the visitor acts (session expired, maintenance freeze). */
export interface BlockingDialogProps {
  /** A stable name for the heading's id and for tests. */
  readonly name: string;
  readonly title: string;
  readonly message?: string;
  /** The dialog's buttons or links. */
  readonly children: ReactNode;
}

/** What shows while the Headless UI dialog loads: the same box, already modal for assistive technology. */
export const BlockingDialogPlaceholder = ({ name, title, message, children }: BlockingDialogProps) => (
  <div className={styles.root}>
    <div className={styles.backdrop} />
    <div
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${name}-title`}
      data-testid={`${name}-dialog`}
    >
      <h2 id={`${name}-title`} className={styles.title}>
        {title}
      </h2>
      {message === undefined ? null : <p className={styles.message}>{message}</p>}
      <div className={styles.actions}>{children}</div>
    </div>
  </div>
);

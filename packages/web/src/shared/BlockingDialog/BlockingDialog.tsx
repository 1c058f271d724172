import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import styles from "./BlockingDialog.module.css";
import type { BlockingDialogProps } from "./BlockingDialogPlaceholder";

const stayOpen = () => undefined;

/** The interactive blocking dialog: focus kept inside, the page behind made inert. */
export const BlockingDialog = ({ name, title, message, children }: BlockingDialogProps) => (
  <Dialog open onClose={stayOpen} className={styles.root}>
    <div className={styles.backdrop} aria-hidden="true" />
    <DialogPanel className={styles.panel} data-testid={`${name}-dialog`}>
      <DialogTitle as="h2" className={styles.title}>
        {title}
      </DialogTitle>
      {message === undefined ? null : <Description className={styles.message}>{message}</Description>}
      <div className={styles.actions}>{children}</div>
    </DialogPanel>
  </Dialog>
);

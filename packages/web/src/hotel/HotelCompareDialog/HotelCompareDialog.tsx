import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelCompareDialog.module.css";
import type { HotelCompareDialogProps } from "./HotelCompareDialogPlaceholder";

/**
 * The 'Comparador' info (spec 001 §5: "Compare requires at least 2 hotels: info 'Por favor seleccione al menos 2
 * hoteles para poder comparar' (title 'Comparador')") as a Headless UI dialog: focus kept inside, Escape, a click
 * outside or 'Cerrar' close it, and the focus goes back to 'Comparar hoteles'.
 */
export const HotelCompareDialog = ({ refusal, onClose }: HotelCompareDialogProps) => {
  const t = useT();
  return (
    <Dialog open onClose={onClose} className={styles.root}>
      <DialogBackdrop className={styles.backdrop} />
      <div className={styles.frame}>
        <DialogPanel className={styles.panel}>
          <DialogTitle as="h2" className={styles.title}>
            {t(refusal.titleKey)}
          </DialogTitle>
          <Description className={styles.message}>{t(refusal.messageKey)}</Description>
          <div className={styles.actions}>
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's only action takes the focus as it opens (Headless UI) */}
            <button type="button" className={styles.close} onClick={onClose} autoFocus>
              {t("shell.close")}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
};

import type { HotelCompareTooFew } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelCompareDialog.module.css";

/** Props of the 'Comparador' dialog: the refusal to show (the hooks' `useHotelCompareSelection`) and how to close. */
export interface HotelCompareDialogProps {
  /** Core's `hotelCompareCheck` failure: title 'Comparador', 'Por favor seleccione al menos 2 hoteles…'. */
  readonly refusal: Pick<HotelCompareTooFew, "titleKey" | "messageKey">;
  readonly onClose: () => void;
}

/** Shown for the moment the dialog's code takes to arrive: the same box, its title and message, not yet interactive. */
export const HotelCompareDialogPlaceholder = ({ refusal }: HotelCompareDialogProps) => {
  const t = useT();
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} />
      <div className={styles.frame}>
        <div className={styles.panel} aria-busy="true">
          <p className={styles.title}>{t(refusal.titleKey)}</p>
          <p className={styles.message}>{t(refusal.messageKey)}</p>
        </div>
      </div>
    </div>
  );
};

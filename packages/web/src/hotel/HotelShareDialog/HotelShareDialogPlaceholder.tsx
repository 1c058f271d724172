import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelShareDialog.module.css";

/** Props of the share-by-e-mail dialog: the hotel, its page, the variant asked for and how to close. */
export interface HotelShareDialogConnectedProps {
  readonly hotelName: string;
  readonly hotelId: string;
  /** The hotel's detail page, absolute. */
  readonly hotelUrl: string;
  readonly tripadvisor: boolean;
  /** The variant chosen in the share menu: with the hotel's PDF attached, or the plain mail. */
  readonly withPdf: boolean;
  /** The portal offers the mail with the PDF (core's `hotelShareEmailVariants`); otherwise no switch to it. */
  readonly pdfOffered: boolean;
  readonly onClose: () => void;
}

/** Shown for the moment the dialog's code takes to arrive: the same box, its title and 'Cargando…'. */
export const HotelShareDialogPlaceholder = ({ hotelName }: HotelShareDialogConnectedProps) => {
  const t = useT();
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} />
      <div className={styles.frame}>
        <div className={styles.panel} aria-busy="true">
          <p className={styles.title}>{t("hotelShare.dialogTitle", { hotel: hotelName })}</p>
          <p>{t("shell.loading")}</p>
        </div>
      </div>
    </div>
  );
};

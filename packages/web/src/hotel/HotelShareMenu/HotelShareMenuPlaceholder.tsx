import type { HotelShareLinks } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelShareMenu.module.css";

/** Props of a hotel's share menu. */
export interface HotelShareMenuProps {
  readonly hotelName: string;
  /** Core's `hotelShareLinks`: Facebook, Twitter, and WhatsApp on phones. */
  readonly links: HotelShareLinks;
  /** Opens the e-mail dialog, plain or with the hotel's PDF attached. */
  readonly onEmail: (withPdf: boolean) => void;
  /** Core's `hotelShareEmailVariants(flags).withPdf`: the portal's `mailIncludesPDF` offers the mail with the PDF. */
  readonly emailWithPdf: boolean;
}

/**
 * What shows for the moment the menu's code (Headless UI) takes to arrive after the page's first paint: the same
 * button, not yet able to open.
 */
export const HotelShareMenuPlaceholder = ({ hotelName }: HotelShareMenuProps) => {
  const t = useT();
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-disabled="true"
        aria-label={`${t("share.title")}: ${hotelName}`}
      >
        {t("share.title")}
      </button>
    </div>
  );
};

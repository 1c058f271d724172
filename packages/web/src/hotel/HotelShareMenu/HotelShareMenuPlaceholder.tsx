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
 * The same button, drawn until a person comes to it (`HotelShareMenuLazy`): every card has one, and a filter click
 * that brings other hotels into the cards redraws this button, not a Headless UI menu. Pressed before the menu is
 * there, the press is made again on the menu's button (it opens).
 */
export const HotelShareMenuPlaceholder = ({
  hotelName,
  unreachable = false,
}: HotelShareMenuProps & {
  /** Drawn where no menu can follow it yet (the share bar's own placeholder): not able to open, and says so. */
  readonly unreachable?: boolean;
}) => {
  const t = useT();
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-disabled={unreachable ? "true" : undefined}
        aria-label={`${t("share.title")}: ${hotelName}`}
      >
        {t("share.title")}
      </button>
    </div>
  );
};

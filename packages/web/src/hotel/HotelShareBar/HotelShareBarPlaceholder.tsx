import { useT } from "../../i18n/LanguageContext";
import { HotelShareMenuPlaceholder } from "../HotelShareMenu/HotelShareMenuPlaceholder";
import styles from "./HotelShareBar.module.css";
import type { HotelShareBarConnectedProps } from "./HotelShareBarConnected";

const inert = () => {};

/**
 * What a card shows for the moment the print and share actions' code (the PDF and favourites calls, their Schemas,
 * the e-mail dialog) takes to arrive after the page's first paint: the same bar, its buttons not yet able to act; the
 * PDF pick already works, since it only reports to the page.
 */
export const HotelShareBarPlaceholder = ({ hotelName, pick }: HotelShareBarConnectedProps) => {
  const t = useT();
  const named = (text: string) => `${text}: ${hotelName}`;
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.action} ${styles.print}`}
          aria-disabled="true"
          aria-label={named(t("documents.printPdf"))}
        >
          {t("documents.printPdf")}
        </button>
        <HotelShareMenuPlaceholder
          hotelName={hotelName}
          links={{ facebook: "", twitter: "", whatsapp: null }}
          onEmail={inert}
          emailWithPdf={false}
          unreachable
        />
        {pick === undefined ? null : (
          <label className={styles.pick}>
            <input
              type="checkbox"
              checked={pick.selected}
              onChange={pick.onToggle}
              aria-label={named(t("hotelShare.selectForPdf"))}
            />
            {t("hotelShare.selectForPdf")}
          </label>
        )}
      </div>
    </div>
  );
};

import { useT } from "../../i18n/LanguageContext";
import { HotelFavouriteToggle, type HotelFavouriteToggleProps } from "../HotelFavouriteToggle/HotelFavouriteToggle";
import styles from "./HotelResultCard.module.css";

/** The favourite toggle of a card. */
export type HotelCardFavourite = HotelFavouriteToggleProps;

/** The comparison pick of a card. */
export interface HotelCardCompare {
  readonly checked: boolean;
  /** Four hotels are picked already and this is not one of them. */
  readonly disabled: boolean;
  readonly onToggle: () => void;
}

/** Props of {@link HotelCardKeep}. */
export interface HotelCardKeepProps {
  readonly hotelName: string;
  readonly favourite: HotelCardFavourite | undefined;
  readonly compare: HotelCardCompare | undefined;
}

/**
 * What a person keeps of a hotel from its card (spec 001 §4): the favourite toggle and the comparison pick; nothing
 * when the page offers neither.
 */
export const HotelCardKeep = ({ hotelName, favourite, compare }: HotelCardKeepProps) => {
  const t = useT();
  if (favourite === undefined && compare === undefined) return null;
  return (
    <div className={styles.keep}>
      {favourite === undefined ? null : (
        <HotelFavouriteToggle on={favourite.on} busy={favourite.busy} onToggle={favourite.onToggle} />
      )}
      {compare === undefined ? null : (
        <label className={compare.checked ? styles.compareOn : styles.compare}>
          <input
            type="checkbox"
            checked={compare.checked}
            disabled={compare.disabled}
            onChange={compare.onToggle}
            aria-label={t("hotelCompare.pickHotel", { hotel: hotelName })}
          />
          <span aria-hidden="true">{t("hotelCompare.pick")}</span>
        </label>
      )}
    </div>
  );
};

import { formatNumber, type HotelAbbreviatedCard, type HotelCluster } from "@travesia/core";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { HotelRateRooms } from "./HotelRatePrice";
import styles from "./HotelResultCard.module.css";

/** Props of {@link HotelCardFacts}. */
export interface HotelCardFactsProps {
  readonly hotel: HotelCluster;
  readonly card: HotelAbbreviatedCard;
  /** Amenity names by code (the reply's amenity filter options); a code without a name shows as sent. */
  readonly amenityNames: ReadonlyMap<string, string>;
}

/**
 * What a result card says of its hotel (spec 001 §2 "Abbreviated view"): address, distance from the search, the
 * recommendation and variation badges, the review, the first rate's rooms with their occupancy, the board and the first
 * three amenities.
 */
export const HotelCardFacts = ({ hotel, card, amenityNames }: HotelCardFactsProps) => {
  const t = useT();
  const language = useLanguageCode();
  const first = hotel.rates[0];
  return (
    <div className={styles.facts}>
      {hotel.address?.[0] === undefined ? null : <p className={styles.muted}>{hotel.address[0]}</p>}
      {hotel.distance === undefined ? null : (
        <p className={styles.muted}>
          {t("hotel.distanceFromSearch", {
            distance: formatNumber(hotel.distance.value, language),
            unit: hotel.distance.unit,
          })}
        </p>
      )}
      <div className={styles.badges}>
        {card.recommendation === undefined ? null : (
          <span className={`${styles.badge} ${styles[card.recommendation.className] ?? ""}`}>
            {t(card.recommendation.key)}
          </span>
        )}
        {card.variationKeys.map((key) => (
          <span key={key} className={styles.badge}>
            {t(key)}
          </span>
        ))}
        {hotel.tripAdvisor === undefined ? null : (
          <span className={styles.review}>
            <img src={hotel.tripAdvisor.imagePath} alt="" width={88} height={16} loading="lazy" />
            {t("hotel.reviews", { count: hotel.tripAdvisor.reviews })}
          </span>
        )}
      </div>
      {first === undefined ? null : (
        <p>
          <HotelRateRooms rate={first} />
        </p>
      )}
      {card.board === undefined ? null : (
        <p className={styles.board}>{card.board.key === undefined ? card.board.name : t(card.board.key)}</p>
      )}
      {hotel.amenities === undefined || hotel.amenities.length === 0 ? null : (
        <ul className={styles.chips} aria-label={t("hotel.amenities")}>
          {hotel.amenities.slice(0, 3).map((amenity, index) => (
            // By place: another hotel's chips in this card are new text in the same items.
            // biome-ignore lint/suspicious/noArrayIndexKey: plain text items with no state of their own
            <li key={index}>{amenityNames.get(amenity) ?? amenity}</li>
          ))}
        </ul>
      )}
    </div>
  );
};

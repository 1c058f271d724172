import { formatMoney, type HotelRate, type HotelRatePriceContext, hotelRatePrice } from "@travesia/core";
import { Result } from "effect";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./HotelResultCard.module.css";

/** A rate's price and its notes (tax, currencies), or nothing when the amount does not read. */
export const HotelRatePrice = ({
  rate,
  context,
}: {
  readonly rate: HotelRate;
  readonly context: HotelRatePriceContext;
}) => {
  const t = useT();
  const language = useLanguageCode();
  const price = hotelRatePrice(rate, context);
  if (Result.isFailure(price)) return null;
  const view = price.success;
  const notes = [view.basisLabelKey, view.taxLabelKey, view.countryTaxKey, view.perceptionKey]
    .filter((key) => key !== undefined)
    .map((key) => t(key));
  return (
    <div className={styles.price}>
      <strong className={styles.amount}>{formatMoney(view.shown, language)}</strong>
      {view.alternatives.length === 0 ? null : (
        <span className={styles.note}>
          {view.alternatives.map((alternative) => `≈ ${formatMoney(alternative, language)}`).join(" · ")}
        </span>
      )}
      <span className={styles.note}>{notes.join(" · ")}</span>
    </div>
  );
};

/** A rate's rooms with their occupancy: 'Doble, 2 adultos, 1 menor + Simple, 1 adulto'. */
export const HotelRateRooms = ({ rate }: { readonly rate: HotelRate }) => {
  const t = useT();
  return rate.rooms
    .map((room) =>
      [
        room.type.name,
        room.occupancy === undefined ? null : t("hotel.summaryAdults", { count: room.occupancy.adults }),
        room.occupancy === undefined || room.occupancy.children === 0
          ? null
          : t("hotel.summaryChildren", { count: room.occupancy.children }),
      ]
        .filter((part) => part !== null)
        .join(", "),
    )
    .join(" + ");
};

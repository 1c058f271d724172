import { formatMoney, type HotelRate, type HotelRatePriceContext, hotelRatePrice } from "@travesia/core";
import { Result } from "effect";
import type { ReactNode } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./HouseRate.module.css";

/** Props of a house's rate: what it is, its price, its two actions and the quote's failure text. */
export interface HouseRateProps {
  readonly rate: HotelRate;
  /** The reply's price facts (currency, nights, per night or per stay, taxes). */
  readonly price: HotelRatePriceContext;
  /** Slot: the quote button (`HotelQuoteButton` over `useHouseQuote`). */
  readonly quote: ReactNode;
  /** Slot: the add-to-budget control, or null when budgets are off (spec 001 §6). */
  readonly budget: ReactNode;
  /** 'Hemos vendido la última habitación disponible de esa propiedad…' while shown (10 s), else null. */
  readonly failureKey: "house.soldOut" | null;
}

/**
 * A house's one rate (spec 001 §2 houses, §7 house quote, §8 "house: 'Hemos vendido la última habitación disponible
 * de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.' (10 s)"): the kind of house, board,
 * comments, the price with its notes, the quote button and the add-to-budget control.
 */
export const HouseRate = ({ rate, price, quote, budget, failureKey }: HouseRateProps) => {
  const t = useT();
  const language = useLanguageCode();
  const view = hotelRatePrice(rate, price);
  const notes = Result.isFailure(view)
    ? []
    : [view.success.basisLabelKey, view.success.taxLabelKey].filter((key) => key !== undefined).map((key) => t(key));
  return (
    <div className={styles.rate}>
      <div className={styles.what}>
        {rate.rooms.map((room) => (
          <p key={room.type.name} className={styles.kind}>
            {room.type.name}
          </p>
        ))}
        <p className={styles.muted}>{rate.board.name}</p>
        {(rate.comments ?? []).map((comment) => (
          <p key={comment} className={styles.muted}>
            {comment}
          </p>
        ))}
      </div>
      <div className={styles.buy}>
        {Result.isFailure(view) ? null : (
          <p className={styles.price}>
            <strong>{formatMoney(view.success.shown, language)}</strong>
            <span className={styles.muted}>{notes.join(" · ")}</span>
          </p>
        )}
        {quote}
        <div role="alert" className={styles.failure}>
          {failureKey === null ? null : <p>{t(failureKey)}</p>}
        </div>
        {budget}
      </div>
    </div>
  );
};

import type { HotelRate, MessageKey } from "@travesia/core";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelRates.module.css";

/** Props of the stateless rooms tab list (spec 001 §2 "Rooms tab"). */
export interface HotelRatesProps {
  readonly hotelName: string;
  /** `loading` while a hotel sent without rates has them asked on demand. */
  readonly status: "loading" | "ready" | "error";
  readonly errorKey: MessageKey | null;
  /** The rates shown (the first 3 until every rate shows). */
  readonly rates: readonly HotelRate[];
  /** `n` of 'VER OTRAS n TARIFAS DISPONIBLES'. */
  readonly hiddenCount: number;
  readonly onShowAll: () => void;
  /** One row per rate (the connected row in the portal; anything in tests). */
  readonly renderRate: (rate: HotelRate) => ReactNode;
}

/** The rates of a hotel: the rows, then 'VER OTRAS n TARIFAS DISPONIBLES' while some are hidden. */
export const HotelRates = ({
  hotelName,
  status,
  errorKey,
  rates,
  hiddenCount,
  onShowAll,
  renderRate,
}: HotelRatesProps) => {
  const t = useT();
  return (
    <section className={styles.rates} aria-label={`${t("hotelRates.title")}: ${hotelName}`}>
      {status === "loading" ? (
        <p role="status" className={styles.message}>
          {t("hotelRates.loading")}
        </p>
      ) : status === "error" ? (
        <p role="alert" className={styles.error}>
          {t(errorKey ?? "hotel.searchFailed")}
        </p>
      ) : rates.length === 0 ? (
        <p className={styles.message}>{t("hotelRates.empty")}</p>
      ) : (
        <ol className={styles.list}>{rates.map((rate) => renderRate(rate))}</ol>
      )}
      {hiddenCount > 0 && status === "ready" ? (
        <button type="button" className={styles.more} onClick={onShowAll}>
          {t("hotel.seeOtherRates", { count: hiddenCount })}
        </button>
      ) : null}
    </section>
  );
};

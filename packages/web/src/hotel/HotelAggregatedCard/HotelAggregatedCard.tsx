import {
  formatMoney,
  formatNumber,
  type HotelAggregatedCardEvent,
  type HotelAggregatedCardState,
  type HotelCluster,
  type HotelRate,
  type HotelRatePriceContext,
  hotelAggregatedCard,
  hotelRatePrice,
  hotelRatesByProvider,
  hotelStarCount,
} from "@travesia/core";
import { Result } from "effect";
import { Fragment, type ReactNode, useId } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./HotelAggregatedCard.module.css";

/** Props of {@link HotelAggregatedCard}. */
export interface HotelAggregatedCardProps {
  readonly hotel: HotelCluster;
  /** Core's `hotelAggregatedCardTransition` state of this card. */
  readonly state: HotelAggregatedCardState;
  readonly onEvent: (event: HotelAggregatedCardEvent) => void;
  readonly priceContext: HotelRatePriceContext;
  /** Spec 001 §2 "'Ver Detalle' opens the detail with hotel name, detail id and destination request code". */
  readonly detailHref?: string;
  /** The reply's `hotelsV2TariffOnDemand`: 'Ver más' may ask the server for the next page of rates. */
  readonly tariffOnDemand?: boolean;
  /** The cluster's rates with the pages loaded on demand (the hook's `ratesOf`); the cluster's own by default. */
  readonly rates?: HotelCluster["rates"];
  /** A page asked on demand is on its way, or failed. */
  readonly ratesStatus?: "ready" | "loading" | "error";
  /** 'Intente nuevamente' after a page failed. */
  readonly onRetry?: () => void;
  /**
   * Slot: an expanded rate as the hotel's own rates show it (`HotelRateRowConnected`: select or quote, policy, add to
   * budget, related rates), an `<li>`; without it a rate shows its rooms, board and price.
   */
  readonly rateRow?: (rate: HotelRate) => ReactNode;
}

/**
 * An aggregated cluster card (spec 001 §2 "Aggregated results"): name, stars, first address line, distance,
 * cheapest room type and board and its price; 'Ver %d opciones más' expands every rate, grouped by provider, with
 * the board filters and their counts, a close button and 'Ver más' for the next 10 rates. With on-demand rates,
 * 'Ver más' asks for the next page (core's `nextRatesPage`), says so while it loads and offers a retry if it fails.
 */
export const HotelAggregatedCard = ({
  hotel,
  state,
  onEvent,
  priceContext,
  detailHref,
  tariffOnDemand = false,
  rates = hotel.rates,
  ratesStatus = "ready",
  onRetry,
  rateRow,
}: HotelAggregatedCardProps) => {
  const t = useT();
  const language = useLanguageCode();
  const listId = useId();
  const card = hotelAggregatedCard({ rates }, state, tariffOnDemand);
  const price = (rate: (typeof hotel.rates)[number]) => {
    const view = hotelRatePrice(rate, priceContext);
    return Result.isFailure(view) ? null : (
      <span className={styles.price}>
        <strong>{formatMoney(view.success.shown, language)}</strong> <small>{t(view.success.basisLabelKey)}</small>
      </span>
    );
  };
  const stars = hotelStarCount(hotel.rating?.value);
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <h2 className={styles.name}>{hotel.name}</h2>
        {stars === 0 ? null : (
          <span className={styles.stars} role="img" aria-label={t("hotel.stars", { count: stars })}>
            {"★".repeat(stars)}
          </span>
        )}
      </header>
      {hotel.address?.[0] === undefined ? null : <p className={styles.muted}>{hotel.address[0]}</p>}
      {hotel.distance === undefined ? null : (
        <p className={styles.muted}>
          {t("hotel.distanceFromSearch", {
            distance: formatNumber(hotel.distance.value, language),
            unit: hotel.distance.unit,
          })}
        </p>
      )}
      {card.cheapest === undefined ? null : (
        <div className={styles.cheapest}>
          <span>
            {card.cheapestRoomType} · {card.cheapestBoard}
          </span>
          {price(card.cheapest)}
        </div>
      )}
      <div className={styles.actions}>
        {detailHref === undefined ? null : (
          <a className={styles.button} href={detailHref} target="_blank" rel="noopener">
            {t("hotel.seeDetail")} <span className="visually-hidden">{hotel.name}</span>{" "}
            <span className="visually-hidden">{t("hotelResults.streetViewNewTab")}</span>
          </a>
        )}
        {card.moreOptions === undefined || state.expanded ? null : (
          <button
            type="button"
            className={styles.button}
            aria-expanded={false}
            aria-controls={listId}
            onClick={() => onEvent({ _tag: "expand" })}
          >
            {t(card.moreOptions.key, card.moreOptions.params)}
          </button>
        )}
        {state.expanded ? (
          <button
            type="button"
            className={styles.button}
            aria-expanded
            aria-controls={listId}
            onClick={() => onEvent({ _tag: "close" })}
          >
            {t("shell.close")}
          </button>
        ) : null}
      </div>
      {state.expanded ? (
        <div id={listId} className={styles.expanded}>
          <fieldset className={styles.boards}>
            <legend className="visually-hidden">{t("hotel.board")}</legend>
            {card.boardFilters.map((filter) => (
              <label key={filter.code} className={styles.boardFilter}>
                <input
                  type="checkbox"
                  checked={filter.selected}
                  onChange={() => onEvent({ _tag: "board", code: filter.code })}
                />
                {t(filter.key)} ({filter.count})
              </label>
            ))}
          </fieldset>
          {hotelRatesByProvider(card.visibleRates).map((group) => (
            <section key={group.supplierCode} className={styles.provider}>
              {group.supplierCode === "" ? null : (
                <h3 className={styles.providerName}>
                  {t("hotel.supplier")}: {group.supplierCode}
                </h3>
              )}
              <ul className={styles.rates}>
                {group.rates.map((rate) =>
                  rateRow === undefined ? (
                    <li key={rate.id} className={styles.rate}>
                      <span>
                        {rate.rooms.map((room) => room.type.name).join(" + ")} · {rate.board.name}
                      </span>
                      {price(rate)}
                    </li>
                  ) : (
                    <Fragment key={rate.id}>{rateRow(rate)}</Fragment>
                  ),
                )}
              </ul>
            </section>
          ))}
          <p className={styles.muted} role="status">
            {ratesStatus === "loading" ? t("hotelRates.loadingMore") : null}
          </p>
          {ratesStatus === "error" ? (
            <div className={styles.failure} role="alert">
              <p>{t("hotel.searchFailed")}</p>
              <button type="button" className={styles.button} onClick={onRetry}>
                {t("hotelRates.retry")}
              </button>
            </div>
          ) : null}
          {card.hasMore && ratesStatus === "ready" ? (
            <button
              type="button"
              className={styles.button}
              onClick={() =>
                onEvent(
                  card.nextRatesPage === null
                    ? { _tag: "showMore" }
                    : { _tag: "showMore", ratesPage: card.nextRatesPage },
                )
              }
            >
              {t("shell.seeMore")}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
};

import {
  type CalendarDate,
  type CheckoutProduct,
  formatMoney,
  formatSummaryDate,
  type HotelCheckoutSummaryReply,
  type HotelRatesSettings,
  hotelRateRow,
  nightsBetween,
  ROUTES,
} from "@travesia/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import styles from "./CheckoutSummaryPage.module.css";

/**
 * Props of the stateless checkout summary (the demo quote's next page, `/checkout/hotel/{tripProductId}` or
 * `/checkout/house/{tripProductId}`).
 */
export interface CheckoutSummaryPageProps {
  readonly status: "loading" | "ready" | "notFound" | "error";
  /** What the URL is for (a house's not-found text differs); a ready summary says it itself (`product`). */
  readonly product: CheckoutProduct;
  readonly summary: HotelCheckoutSummaryReply | null;
  /** `?alternative=true`: the quote chose an alternative rate. */
  readonly alternative: boolean;
  /** The stay, read from the summary (null when its dates do not read). */
  readonly stay: { readonly checkIn: CalendarDate; readonly checkOut: CalendarDate } | null;
  /** Price context of the quoted rate (core's `hotelRatesSettings(...).price`, in the summary's currency). */
  readonly price: HotelRatesSettings["price"] | null;
  readonly image: ReactNode;
  /** The quoted rate's cancellation policy panel (null for a house: its quote has none). */
  readonly policy: ReactNode;
  readonly onRetry: () => void;
}

/**
 * What was quoted: the hotel, the stay, the rooms and board, the total and the cancellation policy; for a house, the
 * house, the stay, the kind of house, the guests, the board, the total and the rate's comments.
 */
export const CheckoutSummaryPage = (props: CheckoutSummaryPageProps) => {
  const { status, summary, alternative, price, stay: dates } = props;
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const rate = summary?.hotel.rates[0];
  const house = summary === null ? props.product === "house" : summary.product === "house";
  const notFoundKey = house ? "houseCheckout.notFound" : "hotelRates.checkoutNotFound";
  const row = rate === undefined || price === null ? undefined : hotelRateRow(rate, price, language);
  return (
    <section className={pageStyles.wide} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={pageStyles.title}>
        {t("hotelRates.checkoutTitle")}
      </h1>
      {status === "loading" ? (
        <p role="status" className={pageStyles.muted}>
          {t("hotelRates.checkoutLoading")}
        </p>
      ) : status !== "ready" || summary === null || row === undefined || dates === null ? (
        <div className={pageStyles.card} role="alert">
          <p>{t(status === "notFound" ? notFoundKey : "hotelRates.checkoutLoadError")}</p>
          <p className={pageStyles.actions}>
            {status === "notFound" ? null : (
              <button type="button" className={pageStyles.primary} onClick={props.onRetry}>
                {t("hotelRates.retry")}
              </button>
            )}
            <Link className={pageStyles.secondary} to={ROUTES.home}>
              {t("hotelRates.checkoutBackHome")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          {alternative ? (
            <p className={styles.notice} role="status">
              {t("hotelRates.checkoutAlternative")}
            </p>
          ) : null}
          <article className={styles.summary} aria-labelledby={`${id}-hotel`}>
            <div className={styles.image}>{props.image}</div>
            <div className={styles.body}>
              <h2 id={`${id}-hotel`} className={styles.hotel}>
                {summary.hotel.name}
              </h2>
              {house || summary.hotel.rating === undefined ? null : (
                <p className={styles.muted}>{t("hotel.stars", { count: summary.hotel.rating.value })}</p>
              )}
              {summary.hotel.address?.[0] === undefined ? null : (
                <p className={styles.muted}>{summary.hotel.address[0]}</p>
              )}
              <dl className={styles.facts}>
                <dt>{t("hotelRates.checkoutCheckIn")}</dt>
                <dd>{formatSummaryDate(dates.checkIn, language)}</dd>
                <dt>{t("hotelRates.checkoutCheckOut")}</dt>
                <dd>
                  {formatSummaryDate(dates.checkOut, language)} (
                  {t("hotel.summaryNights", { count: nightsBetween(dates.checkIn, dates.checkOut) })})
                </dd>
                {house ? (
                  <>
                    <dt>{t("houseCheckout.accommodation")}</dt>
                    <dd>{row.rooms.map((room) => room.name).join(" · ")}</dd>
                    {summary.guests === undefined ? null : (
                      <>
                        <dt>{t("houseCheckout.guests")}</dt>
                        <dd>{t("houseCheckout.guestCount", { count: summary.guests })}</dd>
                      </>
                    )}
                  </>
                ) : (
                  <>
                    <dt>{t("hotelRates.checkoutRooms")}</dt>
                    <dd>
                      {row.rooms.map((room, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no id; their order is the rate's
                        <span key={index} className={styles.room}>
                          {room.name}
                          {room.adults === undefined
                            ? null
                            : ` · ${t("hotelRates.roomOccupancy", { adults: room.adults, children: room.children ?? 0 })}`}
                        </span>
                      ))}
                    </dd>
                  </>
                )}
                <dt>{t("hotelRates.checkoutBoard")}</dt>
                {/* A house reads the board its reply names (as its detail page does); a hotel its board code's text. */}
                <dd>{house || row.board.key === undefined ? row.board.name : t(row.board.key)}</dd>
                {row.price === undefined ? null : (
                  <>
                    <dt>{t("hotelRates.checkoutTotal")}</dt>
                    <dd className={styles.total}>
                      {formatMoney(row.price.total, language)}
                      {row.price.taxLabelKey === undefined ? null : (
                        <span className={styles.muted}> {t(row.price.taxLabelKey)}</span>
                      )}
                    </dd>
                  </>
                )}
              </dl>
              {house
                ? (rate?.comments ?? []).map((comment) => (
                    <p key={comment} className={styles.muted}>
                      {comment}
                    </p>
                  ))
                : null}
            </div>
          </article>
          <div className={styles.policy}>{props.policy}</div>
          <p className={pageStyles.muted}>{t("hotelRates.checkoutNextStep")}</p>
        </>
      )}
    </section>
  );
};

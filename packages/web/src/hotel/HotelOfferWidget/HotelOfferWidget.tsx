import {
  formatMoney,
  type HotelCluster,
  type HotelRatePriceContext,
  hotelOfferWidget,
  hotelRatePrice,
} from "@travesia/core";
import { Result } from "effect";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import styles from "./HotelOfferWidget.module.css";

/** Props of {@link HotelOfferWidget}. */
export interface HotelOfferWidgetProps {
  /** A cluster of the recommended-offers call. */
  readonly hotel: HotelCluster;
  readonly priceContext: HotelRatePriceContext;
  /** The hotel's detail page (opened in a new tab); the name is plain text without it. */
  readonly href?: string;
}

/**
 * A recommended-offer widget (spec 001 §3 "Recommended offer", §4 "2 widgets (1 on phone)"): the hotel's image (the
 * hotel default when it breaks), name linking to the hotel, stars, address, the cheapest rate's offer text and its
 * price with its basis. A plain block, not an article: the page's articles are its result cards.
 */
export const HotelOfferWidget = ({ hotel, priceContext, href }: HotelOfferWidgetProps) => {
  const t = useT();
  const language = useLanguageCode();
  const widget = hotelOfferWidget(hotel);
  const price = widget.rate === undefined ? undefined : hotelRatePrice(widget.rate, priceContext);
  return (
    <div className={styles.offer}>
      {widget.image === undefined ? (
        <span className={styles.image} />
      ) : (
        <ProductImageConnected
          product="hotel"
          src={widget.image}
          alt=""
          className={styles.image}
          width={200}
          height={155}
          loading="lazy"
        />
      )}
      <div className={styles.facts}>
        <h3 className={styles.name}>
          {href === undefined ? (
            widget.name
          ) : (
            <a href={href} target="_blank" rel="noopener">
              {widget.name} <span className="visually-hidden">{t("hotelResults.streetViewNewTab")}</span>
            </a>
          )}
        </h3>
        {widget.stars === 0 ? null : (
          <span className={styles.stars} role="img" aria-label={t("hotel.stars", { count: widget.stars })}>
            {"★".repeat(widget.stars)}
          </span>
        )}
        {widget.address === undefined ? null : <p className={styles.muted}>{widget.address}</p>}
        {widget.offerText === undefined ? null : <p className={styles.banner}>{widget.offerText}</p>}
        {price === undefined || Result.isFailure(price) ? null : (
          <p className={styles.price}>
            <strong>{formatMoney(price.success.shown, language)}</strong>{" "}
            <small>{t(price.success.basisLabelKey)}</small>
          </p>
        )}
      </div>
    </div>
  );
};

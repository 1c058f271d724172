import type { HotelCluster, HotelRatePriceContext } from "@travesia/core";
import { lazy, memo, Suspense } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelResultsPage.module.css";

/** Props of {@link HotelResultsOffers}. */
export interface HotelResultsOffersProps {
  readonly offers: readonly HotelCluster[];
  /** Offers widgets shown: 2, 1 on phones (spec 001 §4). */
  readonly shown: number;
  readonly priceContext: HotelRatePriceContext;
  readonly detailHref: ((hotel: HotelCluster) => string) | undefined;
}

/**
 * The offer widgets load their code when first drawn (after the pager, 500 ms after the search): the route's own
 * JavaScript stays within its 40 KB limit. Memoised: the page redraws at each filter click, progress tick and reply; an
 * offer's widget only when its own hotel, prices or link change.
 */
const HotelOfferWidget = lazy(async () => ({
  default: memo((await import("../HotelOfferWidget/HotelOfferWidget")).HotelOfferWidget),
}));

/** The recommended offers after the results (spec 001 §4); nothing until the reply has some. */
export const HotelResultsOffers = ({ offers, shown, priceContext, detailHref }: HotelResultsOffersProps) => {
  const t = useT();
  if (offers.length === 0 || shown === 0) return null;
  return (
    <aside className={styles.offers} aria-label={t("hotel.offers")}>
      <h2 className={styles.offersTitle}>{t("hotel.offers")}</h2>
      <Suspense fallback={null}>
        {offers.slice(0, shown).map((offer) => (
          <HotelOfferWidget
            key={offer.hotelDetailId}
            hotel={offer}
            priceContext={priceContext}
            {...(detailHref === undefined ? {} : { href: detailHref(offer) })}
          />
        ))}
      </Suspense>
    </aside>
  );
};

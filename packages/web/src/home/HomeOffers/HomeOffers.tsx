import { formatMoney, type MessageKey, moneyFromDecimal, type RecommendedOffer } from "@travesia/core";
import { Result } from "effect";
import { Link } from "react-router-dom";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import styles from "./HomeOffers.module.css";
import { HomeOffersPlaceholder } from "./HomeOffersPlaceholder";

/** Props of the stateless {@link HomeOffers}: each list, or null to leave it out. */
export interface HomeOffersProps {
  /** True until both lists have settled: nothing is drawn before then, so the list that answers first never moves. */
  readonly loading: boolean;
  readonly promotions: readonly RecommendedOffer[] | null;
  readonly recommended: readonly RecommendedOffer[] | null;
}

const OfferCard = ({ offer }: { readonly offer: RecommendedOffer }) => {
  const t = useT();
  const language = useLanguageCode();
  const rate = offer.rate === undefined ? undefined : moneyFromDecimal(offer.rate.amount, offer.rate.currency);
  return (
    <li className={styles.card}>
      {offer.imageFile === undefined ? null : (
        <ProductImageConnected
          className={styles.image}
          src={offer.imageFile}
          alt=""
          product="hotel"
          width={320}
          height={180}
          loading="lazy"
        />
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link
            className={styles.link}
            to={offer.link}
            aria-label={t("homeOffers.see", { title: offer.title, destination: offer.destinationName })}
          >
            {offer.title}
          </Link>
        </h3>
        <p className={styles.destination}>{offer.destinationName}</p>
        {offer.rating === undefined ? null : (
          <p className={styles.muted}>{t("homeOffers.stars", { count: offer.rating })}</p>
        )}
        {offer.offer === undefined ? null : <p className={styles.badge}>{offer.offer}</p>}
        {rate !== undefined && Result.isSuccess(rate) ? (
          <p className={styles.price}>
            <span className={styles.muted}>{t("homeOffers.from")} </span>
            <strong>{formatMoney(rate.success, language)}</strong>
          </p>
        ) : null}
      </div>
    </li>
  );
};

const OfferList = ({
  titleKey,
  offers,
  id,
}: {
  titleKey: MessageKey;
  offers: readonly RecommendedOffer[];
  id: string;
}) => {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t(titleKey)}
      </h2>
      <ul className={styles.cards}>
        {offers.map((offer) => (
          <OfferCard key={offer.link} offer={offer} />
        ))}
      </ul>
    </section>
  );
};

/**
 * The home page's promotions and recommended hotels (spec 000 §7): each offer's image (a default hotel image when it
 * breaks), name, destination, stars, offer and price, its name a link to its results. Both lists appear together:
 * drawing recommended hotels before the promotions answer would push them down when the promotions arrive above.
 */
export const HomeOffers = ({ loading, promotions, recommended }: HomeOffersProps) =>
  loading ? (
    <HomeOffersPlaceholder />
  ) : (
    <div className={styles.offers}>
      {promotions === null || promotions.length === 0 ? null : (
        <OfferList titleKey="homeOffers.promotions" offers={promotions} id="home-promotions" />
      )}
      {recommended === null || recommended.length === 0 ? null : (
        <OfferList titleKey="homeOffers.recommended" offers={recommended} id="home-recommended" />
      )}
    </div>
  );

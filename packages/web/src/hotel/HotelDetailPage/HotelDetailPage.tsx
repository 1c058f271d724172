import { type HotelCluster, type HotelDetail, hotelRecommendationBadge, hotelStarCount, ROUTES } from "@travesia/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { ServerHtml } from "../ServerHtml/ServerHtml";
import { AccommodationDetailFrame } from "./AccommodationDetailFrame";
import styles from "./HotelDetailPage.module.css";

/** Props of the stateless hotel or house detail page (spec 001 §2 "Hotel detail", "House detail", §8). */
export interface HotelDetailPageProps {
  /** `hotel` (rooms, 'Hotel ID can't be empty') or `house` (the stay's one rate). Default `hotel`. */
  readonly kind?: "hotel" | "house";
  readonly status: "loading" | "ready" | "error";
  /** 'Hotel ID can't be empty' for an address without an id; the detail failure otherwise. */
  readonly errorKey: "hotel.idRequired" | "hotel.detailError" | null;
  /** The name from the address while the hotel loads (its slug). */
  readonly fallbackName: string;
  readonly detail: HotelDetail | null;
  readonly hotel: HotelCluster | null;
  /** The rooms tab (the connected rates), or null when the hotel has no availability on these dates. */
  readonly rates: ReactNode;
  /** Slot: the photos (`DetailGalleryConnected`), or null. */
  readonly gallery?: ReactNode;
  /** Slot: the map (`DetailMapConnected`), or null. */
  readonly map?: ReactNode;
  /** Asks again after a failure (none for an address that cannot be read). */
  readonly onRetry: (() => void) | null;
  /** Slot: the hotel's print and share actions (`HotelShareBarLazy`: its code loads after the first paint), under its name. */
  readonly share?: ReactNode;
  /** Slot: the hotel's favourite toggle (`HotelFavouriteToggleConnected`, spec 001 §4), under its facts. */
  readonly favourite?: ReactNode;
}

/** Stars, the review site's rating and count, the recommendation label and the address (spec 001 §2, §3, §4). */
const Facts = ({ hotel, starsSet }: { readonly hotel: HotelCluster; readonly starsSet: number | undefined }) => {
  const t = useT();
  // The stars the back office set, over the search's rating.
  const stars = hotelStarCount(starsSet ?? hotel.rating?.value);
  const recommendation = hotelRecommendationBadge(hotel.recommendation);
  return (
    <>
      <p className={styles.facts}>
        {stars === 0 ? null : (
          <span className={styles.stars} role="img" aria-label={t("hotel.stars", { count: stars })}>
            {"★".repeat(stars)}
          </span>
        )}
        {recommendation === undefined ? null : (
          <span className={`${styles.badge} ${styles[recommendation.className] ?? ""}`}>{t(recommendation.key)}</span>
        )}
        {hotel.tripAdvisor === undefined ? null : (
          <span className={styles.review}>
            <img
              src={hotel.tripAdvisor.imagePath}
              alt={t("houseDetail.reviewImage", { name: hotel.name })}
              width={88}
              height={16}
            />
            {t("hotel.reviews", { count: hotel.tripAdvisor.reviews })}
          </span>
        )}
      </p>
      {hotel.address === undefined || hotel.address.length === 0 ? null : (
        <p className={styles.muted}>{hotel.address.join(", ")}</p>
      )}
    </>
  );
};

/**
 * A hotel or a house: name, stars, review data and address; gallery; its rates (every control of the rooms tab, or
 * the house's quote and add-to-budget); description (server HTML through DOMPurify) and amenities; the map. The
 * failure reads the spec's two lines with a retry; an address without an id reads 'Hotel ID can't be empty'.
 */
export const HotelDetailPage = ({
  kind = "hotel",
  status,
  errorKey,
  fallbackName,
  detail,
  hotel,
  rates,
  gallery,
  map,
  onRetry,
  share,
  favourite,
}: HotelDetailPageProps) => {
  const t = useT();
  const id = useId();
  const name = hotel?.name ?? fallbackName;
  if (status === "error")
    return (
      <section className={pageStyles.narrow} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={pageStyles.title}>
          {name}
        </h1>
        <div className={pageStyles.card} role="alert">
          {errorKey === "hotel.idRequired" ? (
            <p>{t("hotel.idRequired")}</p>
          ) : (
            <>
              <p>{t("hotel.detailError")}</p>
              <p>{t("hotel.detailErrorRetry")}</p>
            </>
          )}
          <p className={pageStyles.actions}>
            {errorKey === "hotel.idRequired" || onRetry === null ? null : (
              <button type="button" className={pageStyles.primary} onClick={onRetry}>
                {t("hotelRates.retry")}
              </button>
            )}
            <Link className={pageStyles.secondary} to={ROUTES.home}>
              {t("hotelRates.checkoutBackHome")}
            </Link>
          </p>
        </div>
      </section>
    );
  return (
    <AccommodationDetailFrame
      titleId={`${id}-title`}
      name={name}
      header={
        <>
          {hotel === null ? <p className={styles.facts} /> : <Facts hotel={hotel} starsSet={detail?.stars} />}
          {favourite ? <div className={styles.favourite}>{favourite}</div> : null}
          {share}
        </>
      }
      loading={status === "loading"}
    >
      {gallery}
      <section aria-labelledby={`${id}-rates`} className={styles.section}>
        <h2 id={`${id}-rates`} className={styles.subtitle}>
          {t(kind === "hotel" ? "hotel.tabRooms" : "houseDetail.stay")}
        </h2>
        {rates ?? (
          <p className={styles.muted}>{t(kind === "hotel" ? "hotelRates.empty" : "houseDetail.noAvailability")}</p>
        )}
      </section>
      {detail === null ? null : (
        <section aria-labelledby={`${id}-description`} className={styles.section}>
          <h2 id={`${id}-description`} className={styles.subtitle}>
            {t("hotel.tabDescription")}
          </h2>
          {detail.hotelDescriptions.map((description) => (
            <ServerHtml key={description.value} className={styles.description} html={description.value} />
          ))}
          {detail.amenities.length === 0 ? null : (
            <>
              <h3 className={styles.minor}>{t("hotel.amenities")}</h3>
              <ul className={styles.amenities}>
                {detail.amenities.map((amenity) => (
                  <li key={amenity.value}>{amenity.description.value}</li>
                ))}
              </ul>
            </>
          )}
          {detail.videos === undefined || detail.videos.length === 0 ? null : (
            <>
              <h3 className={styles.minor}>{t("hotel.videos")}</h3>
              <ul className={styles.amenities}>
                {detail.videos.map(({ url }) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {t("hotel.videoLink", { host: url.replace(/^\w+:\/\/(?:www\.)?([^/?#]+).*$/, "$1") })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {map}
    </AccommodationDetailFrame>
  );
};

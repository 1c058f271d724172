import { type HotelCluster, type HotelDetail, ROUTES } from "@travesia/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { ServerHtml } from "../ServerHtml/ServerHtml";
import styles from "./HotelDetailPage.module.css";

/** Props of the stateless hotel detail page (spec 001 §2 "Hotel detail", §8 "Detail load failure"). */
export interface HotelDetailPageProps {
  readonly status: "loading" | "ready" | "error";
  /** 'Hotel ID can't be empty' for an address without an id; the detail failure otherwise. */
  readonly errorKey: "hotel.idRequired" | "hotel.detailError" | null;
  /** The name from the address while the hotel loads (its slug). */
  readonly fallbackName: string;
  readonly detail: HotelDetail | null;
  readonly hotel: HotelCluster | null;
  /** The rooms tab (the connected rates), or null when the hotel has no availability on these dates. */
  readonly rates: ReactNode;
  /** Asks again after a failure (none for an address that cannot be read). */
  readonly onRetry: (() => void) | null;
  /** Slot: the hotel's print and share actions (`HotelShareBarConnected`), under its name. */
  readonly share?: ReactNode;
}

/** A hotel: name, stars, address, description (sanitised), amenities, gallery and its rates. */
export const HotelDetailPage = ({
  status,
  errorKey,
  fallbackName,
  detail,
  hotel,
  rates,
  onRetry,
  share,
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
    <article className={pageStyles.wide} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={pageStyles.title}>
          {name}
        </h1>
        {hotel?.rating === undefined ? null : (
          <p className={styles.muted}>{t("hotel.stars", { count: hotel.rating.value })}</p>
        )}
        {hotel?.address?.[0] === undefined ? null : <p className={styles.muted}>{hotel.address[0]}</p>}
        {share}
      </header>
      {status === "loading" ? (
        <p role="status" className={styles.muted}>
          {t("hotelRates.loading")}
        </p>
      ) : (
        <>
          {detail === null || detail.imageLinks.length === 0 ? null : (
            <section aria-labelledby={`${id}-gallery`}>
              <h2 id={`${id}-gallery`} className={styles.subtitle}>
                {t("hotel.gallery")}
              </h2>
              <ul className={styles.gallery}>
                {detail.imageLinks.map((image, index) => (
                  <li key={image.imageURL}>
                    <img
                      src={image.imageURL}
                      alt={`${name} ${index + 1}`}
                      width={200}
                      height={155}
                      loading={index < 3 ? "eager" : "lazy"}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby={`${id}-rates`} className={styles.section}>
            <h2 id={`${id}-rates`} className={styles.subtitle}>
              {t("hotel.tabRooms")}
            </h2>
            {rates ?? <p className={styles.muted}>{t("hotelRates.empty")}</p>}
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
            </section>
          )}
        </>
      )}
    </article>
  );
};

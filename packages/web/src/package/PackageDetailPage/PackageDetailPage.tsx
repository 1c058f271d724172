import {
  FLIGHT_LEG_MESSAGE_KEYS,
  formatMoney,
  type HotelDetail,
  type Money,
  type PackageDetailView,
  ROUTES,
} from "@travesia/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import { ServerHtml } from "../../hotel/ServerHtml/ServerHtml";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import styles from "./PackageDetailPage.module.css";

/** Props of the stateless {@link PackageDetailPage}. */
export interface PackageDetailPageProps {
  readonly status: "loading" | "ready" | "error";
  /** The package (core's `packageDetailView`), null until it arrives. */
  readonly view: PackageDetailView | null;
  /** The catalogue detail of the hotel the package names; null while it loads or when it failed. */
  readonly hotelDetail: HotelDetail | null;
  readonly onRetry: () => void;
}

const Price = ({ money }: { readonly money: Money | null }) => {
  const t = useT();
  const language = useLanguageCode();
  return <>{money === null ? t("packageScreens.noPrice") : formatMoney(money, language)}</>;
};

/** The hotel's description, amenities and gallery from its catalogue detail. */
const HotelAbout = ({ detail, name }: { readonly detail: HotelDetail; readonly name: string }) => {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.about} aria-labelledby={`${id}-about`}>
      <h3 id={`${id}-about`} className={styles.minor}>
        {t("packageScreens.hotelAbout")}
      </h3>
      {detail.hotelDescriptions.map((description) => (
        <ServerHtml key={description.value} className={styles.description} html={description.value} />
      ))}
      {detail.amenities.length === 0 ? null : (
        <ul className={styles.chips} aria-label={t("hotel.amenities")}>
          {detail.amenities.map((amenity) => (
            <li key={amenity.value}>{amenity.description.value}</li>
          ))}
        </ul>
      )}
      {detail.imageLinks.length === 0 ? null : (
        <ul className={styles.gallery} aria-label={t("hotel.gallery")}>
          {detail.imageLinks.slice(0, 6).map((image, index) => (
            <li key={image.imageURL}>
              <ProductImageConnected
                product="hotel"
                src={image.imageURL}
                alt={`${name} ${index + 1}`}
                width={200}
                height={140}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * The package detail page (spec 002 §2 `/flightsHotels/packageDetails/{id}`): the route, dates, nights and
 * travellers; the hotel it names (spec 002 §3 `HotelDetailId`) with its board, price, a link to its own detail page
 * and its catalogue description, amenities and gallery; the flight with its carrier, fare, stops and segments; the
 * total. A package that cannot be read says so, with a retry and the way home.
 */
export const PackageDetailPage = ({ status, view, hotelDetail, onRetry }: PackageDetailPageProps) => {
  const t = useT();
  const id = useId();
  if (status === "error" || (status === "ready" && view === null))
    return (
      <section className={pageStyles.narrow} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={pageStyles.title}>
          {t("package.detailTitle")}
        </h1>
        <div className={pageStyles.card} role="alert">
          <p>{t("packageScreens.detailFailed")}</p>
          <p className={pageStyles.actions}>
            <button type="button" className={pageStyles.primary} onClick={onRetry}>
              {t("packageScreens.retry")}
            </button>
            <Link className={pageStyles.secondary} to={ROUTES.home}>
              {t("packageScreens.backToSearch")}
            </Link>
          </p>
        </div>
      </section>
    );
  if (view === null)
    return (
      <section className={pageStyles.wide} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={pageStyles.title}>
          {t("package.detailTitle")}
        </h1>
        <p role="status" className={styles.muted}>
          {t("packageScreens.detailLoading")}
        </p>
      </section>
    );
  const { hotel, flight } = view;
  const hotelName = hotel.name ?? hotel.hotelDetailId;
  const facts = [
    view.checkIn === null || view.checkOut === null
      ? null
      : t("packageScreens.detailDates", { checkIn: view.checkIn, checkOut: view.checkOut }),
    view.nights === null ? null : t("packageScreens.nights", { count: view.nights }),
    view.travellers === null ? null : t("packageScreens.travellers", { count: view.travellers }),
  ].filter((fact) => fact !== null);
  return (
    <article className={pageStyles.wide} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={pageStyles.title}>
          {t("package.detailTitle")}
        </h1>
        {view.origin === null || view.destination === null ? null : (
          <p className={styles.route}>
            {t("packageScreens.detailRoute", { origin: view.origin, destination: view.destination })}
          </p>
        )}
        <p className={styles.muted}>{facts.join(" · ")}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.services}>
          <section className={styles.card} aria-labelledby={`${id}-hotel`}>
            <h2 id={`${id}-hotel`} className={styles.subtitle}>
              {t("packageScreens.detailHotel")}
            </h2>
            <div className={styles.hotel}>
              {hotel.image === null ? null : (
                <ProductImageConnected
                  product="hotel"
                  src={hotel.image}
                  alt={hotelName}
                  className={styles.image}
                  width={280}
                  height={190}
                />
              )}
              <div className={styles.facts}>
                <p className={styles.name}>{hotelName}</p>
                {hotel.stars === 0 ? null : (
                  <p className={styles.stars} role="img" aria-label={t("hotel.stars", { count: hotel.stars })}>
                    {"★".repeat(hotel.stars)}
                  </p>
                )}
                {hotel.address === null ? null : <p className={styles.muted}>{hotel.address}</p>}
                {hotel.board === null ? null : <p>{hotel.board}</p>}
                <p className={styles.price}>
                  <Price money={hotel.price} />
                </p>
                {hotel.detailUrl === null ? null : (
                  <Link className={styles.link} to={hotel.detailUrl}>
                    {t("packageScreens.seeHotel")} <span className="visually-hidden">{hotelName}</span>
                  </Link>
                )}
              </div>
            </div>
            {hotelDetail === null ? null : <HotelAbout detail={hotelDetail} name={hotelName} />}
          </section>
          {flight === null ? null : (
            <section className={styles.card} aria-labelledby={`${id}-flight`}>
              <h2 id={`${id}-flight`} className={styles.subtitle}>
                {t("packageScreens.detailFlight")}
              </h2>
              <p className={styles.name}>{flight.carrier}</p>
              <p className={styles.muted}>{t("packageScreens.fareFamily", { name: flight.fareFamily })}</p>
              {flight.legs.map((leg, index) => {
                const legName = t(FLIGHT_LEG_MESSAGE_KEYS[index === 0 ? 0 : 1]);
                return (
                  <div key={legName} className={styles.leg}>
                    <h3 className={styles.legTitle}>
                      {legName} · {t("flight.stopsCount", { count: leg.stops })}
                    </h3>
                    <ol className={styles.segments} aria-label={legName}>
                      {leg.segments.map((segment) => (
                        <li key={`${segment.flightNumber}-${segment.from}`}>
                          {segment.from} → {segment.to} · {t("flight.flightNumber", { number: segment.flightNumber })}
                        </li>
                      ))}
                    </ol>
                  </div>
                );
              })}
              <p className={styles.price}>
                <Price money={flight.price} />
              </p>
            </section>
          )}
        </div>
        <section className={`${styles.card} ${styles.total}`} aria-labelledby={`${id}-total`}>
          <h2 id={`${id}-total`} className={styles.subtitle}>
            {t("packageScreens.total")}
          </h2>
          <p className={styles.totalAmount}>
            <Price money={view.total} />
          </p>
        </section>
      </div>
    </article>
  );
};

import { type ActivityDetail, activityCodeKey, formatNumber, type HotelMapMarker } from "@travesia/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { DetailGalleryConnected } from "../../hotel/DetailGallery/DetailGalleryConnected";
import { DetailMap } from "../../hotel/DetailMap/DetailMap";
import { useLanguageCode } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { ActivityDuration } from "../ActivityCard/ActivityDuration";
import { ActivityImage } from "../ActivityCard/ActivityImage";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityDetailPage.module.css";

/** Props of the stateless {@link ActivityDetailPage}. */
export interface ActivityDetailPageProps {
  readonly status: "invalid" | "loading" | "ready" | "error";
  readonly activity: ActivityDetail | null;
  /** The date, slot and participants picker. */
  readonly picker: ReactNode;
  /** The activity's PDF button. */
  readonly pdf: ReactNode;
  readonly homeHref: string;
  readonly onRetry: () => void;
}

/** The meeting point as the detail map's one marker. */
const meetingMarker = (activity: ActivityDetail): HotelMapMarker => ({
  id: activity.id,
  name: activity.meetingPoint.name,
  stars: null,
  price: null,
  priceLabel: null,
  latitude: activity.meetingPoint.latitude,
  longitude: activity.meetingPoint.longitude,
});

/**
 * An activity's detail: name, category, rating, duration and languages, an image (the default activity images
 * stand in for a missing one), the description, what is and is not included, the cancellation terms, the meeting
 * point on the map, the picker that prices the choice, and the PDF.
 */
export const ActivityDetailPage = ({ status, activity, picker, pdf, homeHref, onRetry }: ActivityDetailPageProps) => {
  const t = useActivityT();
  const language = useLanguageCode();
  if (status === "invalid" || status === "error" || activity === null)
    return (
      <div className={styles.page} aria-busy={status === "loading"}>
        <h1 className={styles.title}>{t("shell.productActivities")}</h1>
        {status === "loading" ? (
          <p role="status">{t("select.searching")}</p>
        ) : (
          <div role="alert">
            <p>{t(status === "invalid" ? "activity.urlInvalid" : "activity.detailFailed")}</p>
            {status === "error" ? (
              <button type="button" className={pageStyles.primary} onClick={onRetry}>
                {t("bundleResults.retry")}
              </button>
            ) : (
              <Link to={homeHref}>{t("shell.goHome")}</Link>
            )}
          </div>
        )}
      </div>
    );
  return (
    <div className={styles.page}>
      <p className={styles.category}>{t(activityCodeKey("category", activity.category))}</p>
      <h1 className={styles.title}>{activity.name}</h1>
      <p className={styles.facts}>
        ★ {t("activity.reviews", { rating: formatNumber(activity.rating, language, 1), count: activity.reviews })} ·{" "}
        <ActivityDuration minutes={activity.durationMinutes} /> · {t("activity.languages")}:{" "}
        {activity.languages.map((code) => t(activityCodeKey("language", code))).join(", ")}
      </p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ActivityImage
            className={styles.image}
            activityId={activity.id}
            src={activity.images[0] ?? activity.image}
            alt={activity.name}
            width={720}
            height={400}
          />
          {activity.images.length > 1 ? (
            <DetailGalleryConnected name={activity.name} images={activity.images.slice(1)} product="activity" />
          ) : null}
          <section aria-labelledby="activity-description">
            <h2 id="activity-description">{t("activity.description")}</h2>
            <p>{activity.description}</p>
            <p>
              {activity.freeCancellationHours === undefined
                ? t("activity.noFreeCancellation")
                : t("activity.freeCancellationUntil", { count: activity.freeCancellationHours })}
            </p>
          </section>
          <section aria-labelledby="activity-included" className={styles.columns}>
            <div>
              <h2 id="activity-included">{t("activity.included")}</h2>
              <ul>
                {activity.included.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2>{t("activity.notIncluded")}</h2>
              <ul>
                {activity.notIncluded.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </section>
          <section aria-labelledby="activity-meeting">
            <h2 id="activity-meeting">{t("activity.meetingPoint")}</h2>
            <p>{activity.meetingPoint.name}</p>
          </section>
          <DetailMap marker={meetingMarker(activity)} near />
        </div>
        <aside className={styles.side} aria-label={t("activity.choose")}>
          {picker}
          {pdf}
        </aside>
      </div>
    </div>
  );
};

import {
  type ActivityDetail,
  activityCodeKey,
  activityLanguagesText,
  formatNumber,
  type HotelMapMarker,
} from "@travesia/core";
import type { ReactNode } from "react";
import { DetailGalleryConnected } from "../../hotel/DetailGallery/DetailGalleryConnected";
import { DetailMap } from "../../hotel/DetailMap/DetailMap";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { DetailIncluded, ProductDetailPage } from "../../shared/results/DetailPage/ProductDetailPage";
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

/** The activity's main column: image and gallery, description and cancellation, included, the meeting point. */
const ActivityMain = ({ activity }: { readonly activity: ActivityDetail }) => {
  const t = useActivityT();
  return (
    <>
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
      <DetailIncluded
        id="activity-included"
        included={{ title: t("activity.included"), lines: activity.included }}
        notIncluded={{ title: t("activity.notIncluded"), lines: activity.notIncluded }}
      />
      <section aria-labelledby="activity-meeting">
        <h2 id="activity-meeting">{t("activity.meetingPoint")}</h2>
        <p>{activity.meetingPoint.name}</p>
      </section>
      <DetailMap marker={meetingMarker(activity)} near />
    </>
  );
};

/**
 * An activity's detail on the product detail frame: name, category, rating, duration and languages, an image (the
 * default activity images stand in for a missing one), the description, what is and is not included, the
 * cancellation terms, the meeting point on the map, the picker that prices the choice, and the PDF.
 */
export const ActivityDetailPage = ({ status, activity, picker, pdf, homeHref, onRetry }: ActivityDetailPageProps) => {
  const t = useActivityT();
  const language = useLanguageCode();
  return (
    <ProductDetailPage
      status={status}
      texts={{
        product: t("shell.productActivities"),
        urlInvalid: t("activity.urlInvalid"),
        failed: t("activity.detailFailed"),
        retry: t("bundleResults.retry"),
      }}
      homeHref={homeHref}
      onRetry={onRetry}
      content={
        activity === null
          ? null
          : {
              kicker: t(activityCodeKey("category", activity.category)),
              name: activity.name,
              facts: (
                <>
                  ★{" "}
                  {t("activity.reviews", {
                    rating: formatNumber(activity.rating, language, 1),
                    count: activity.reviews,
                  })}{" "}
                  · <ActivityDuration minutes={activity.durationMinutes} /> · {t("activity.languages")}:{" "}
                  {activityLanguagesText(activity.languages, language)}
                </>
              ),
              main: <ActivityMain activity={activity} />,
              side: (
                <>
                  {picker}
                  {pdf}
                </>
              ),
              sideLabel: t("activity.choose"),
            }
      }
    />
  );
};

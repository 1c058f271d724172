import { useId } from "react";
import { AccommodationDetailFrame } from "./AccommodationDetailFrame";
import styles from "./HotelDetailPage.module.css";

/** Props of {@link AccommodationDetailStandIn}: the header's texts (in the prerendered shell, core's reply slots). */
export interface AccommodationDetailStandInProps {
  readonly name: string;
  /** The stars as the page writes them (`★` each), or empty. */
  readonly stars: string;
  /** The recommendation label's tone (core's `hotelRecommendationBadge` class name) and text, or empty. */
  readonly recommendation: string;
  readonly badge: string;
  /** The review site's rating image and the review count's text, or empty. */
  readonly reviewImage: string;
  readonly reviews: string;
  /** The address lines joined, as the page writes them. */
  readonly address: string;
}

/**
 * What a hotel's or a house's detail page shows before its scripts run, when the portal's server answered the page's
 * first calls (core's `pageStandInReplyValues`): its header as {@link HotelDetailPage} draws it once answered (name;
 * stars, recommendation label and reviews; address, in the same boxes: the same `AccommodationDetailFrame`), over the
 * page's loading line. The stars' and the rating image's descriptions are the page's to give.
 */
export const AccommodationDetailStandIn = ({
  name,
  stars,
  recommendation,
  badge,
  reviewImage,
  reviews,
  address,
}: AccommodationDetailStandInProps) => {
  const id = useId();
  return (
    <AccommodationDetailFrame
      titleId={`${id}-title`}
      name={name}
      loading
      header={
        <>
          {/* The facts line's parts are slots: the server leaves the missing ones empty, which the stand-in hides. */}
          <p className={styles.facts}>
            <span className={`${styles.stars} ${styles.standInPart}`} aria-hidden="true">
              {stars}
            </span>
            <span className={`${styles.badge} ${styles.standInPart}`} data-tone={recommendation}>
              {badge}
            </span>
            <span className={`${styles.review} ${styles.standInReview}`}>
              {/* Low priority: a small badge, and React preloads no image of that priority (a hotel without reviews
                leaves the slot empty, whose preload would ask for the page itself). */}
              <img src={reviewImage} alt="" width={88} height={16} fetchPriority="low" />
              {reviews}
            </span>
          </p>
          <p className={styles.muted}>{address}</p>
        </>
      }
    />
  );
};

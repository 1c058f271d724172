import { DETAIL_GALLERY_PHOTO_SLOTS } from "@travesia/core";
import { useId } from "react";
import galleryStyles from "../DetailGallery/DetailGallery.module.css";
import { HotelFavouriteToggle } from "../HotelFavouriteToggle/HotelFavouriteToggle";
import { HotelShareBarPlaceholder } from "../HotelShareBar/HotelShareBarPlaceholder";
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
  /** The gallery's first photos, one per slot of core's `DETAIL_GALLERY_PHOTO_SLOTS`, each an address or empty. */
  readonly photos: readonly string[];
  /**
   * A hotel's page draws its favourite toggle and its print and share bar under the address (a house's, neither):
   * drawn here as they first show, not yet able to act, so that the photos sit where the page draws them.
   */
  readonly hotelActions: boolean;
}

const inert = () => {};

/**
 * The gallery's first photos in the gallery's own grid and tiles (`DetailGallery`): often the page's largest paint,
 * drawn with the document. Not yet buttons (the page's gallery opens them): decorative until then. An empty photo's
 * tile takes no place, and no photo at all leaves no gallery.
 */
const StandInGallery = ({ photos }: { readonly photos: readonly string[] }) => (
  <div className={`${galleryStyles.gallery} ${styles.standInGallery}`}>
    <ul className={galleryStyles.grid}>
      {DETAIL_GALLERY_PHOTO_SLOTS.map((slot, index) => (
        <li key={slot}>
          <span className={galleryStyles.thumb}>
            {/* The first, of high priority, React preloads with the document (the largest paint is the first tile
                drawn: the others are as large, not larger); the others come after the page's own files. */}
            <img
              src={photos[index] ?? ""}
              alt=""
              width={200}
              height={155}
              fetchPriority={index === 0 ? "high" : "low"}
            />
          </span>
        </li>
      ))}
    </ul>
  </div>
);

/**
 * What a hotel's or a house's detail page shows before its scripts run, when the portal's server answered the page's
 * first calls (core's `pageStandInReplyValues`): its header as {@link HotelDetailPage} draws it once answered (name;
 * stars, recommendation label and reviews; address, in the same boxes: the same `AccommodationDetailFrame`) and its
 * gallery's first photos, over the page's loading line. The stars' and the rating image's descriptions are the
 * page's to give.
 */
export const AccommodationDetailStandIn = ({
  name,
  stars,
  recommendation,
  badge,
  reviewImage,
  reviews,
  address,
  photos,
  hotelActions,
}: AccommodationDetailStandInProps) => {
  const id = useId();
  return (
    <AccommodationDetailFrame
      titleId={`${id}-title`}
      name={name}
      loading
      lead={<StandInGallery photos={photos} />}
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
          {hotelActions ? (
            <>
              <div className={styles.favourite}>
                <HotelFavouriteToggle on={false} busy onToggle={inert} />
              </div>
              <HotelShareBarPlaceholder hotelName={name} hotelId="" detailPath="" rateIds={[]} tripadvisor={false} />
            </>
          ) : null}
        </>
      }
    />
  );
};

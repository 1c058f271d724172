import type { HotelCluster } from "@travesia/core";
import DOMPurify from "dompurify";
import { useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import styles from "../HotelResultCard/HotelResultCard.module.css";

/** Props of {@link HotelResultDetail}. */
export interface HotelResultDetailProps {
  readonly hotel: HotelCluster;
}

/**
 * The detail tab: the description (server HTML through DOMPurify), amenities, gallery or its error
 * (spec 001 §2). Loaded when first opened: DOMPurify stays out of the results page's first load.
 */
export const HotelResultDetail = ({ hotel }: HotelResultDetailProps) => {
  const t = useT();
  const detail = hotel.detail;
  if (detail === undefined) return <p>{t("hotel.descriptionError")}</p>;
  const html = DOMPurify.sanitize(detail.hotelDescriptions.map((part) => part.value).join(" "));
  return (
    <div className={styles.detail}>
      {html === "" ? (
        <p>{t("hotelResults.noDescription")}</p>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's description HTML, sanitised by DOMPurify just above
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {detail.amenities.length === 0 ? null : (
        <>
          <h3 className={styles.subtitle}>{t("hotel.amenities")}</h3>
          <ul className={styles.chips}>
            {detail.amenities.map((amenity) => (
              <li key={amenity.value}>{amenity.description.value}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.subtitle}>{t("hotel.gallery")}</h3>
      {detail.imageLinks.length === 0 ? (
        <p>{t("hotelResults.galleryError")}</p>
      ) : (
        <ul className={styles.gallery}>
          {detail.imageLinks.slice(0, 6).map((image) => (
            <li key={image.imageURL}>
              <ProductImageConnected
                product="hotel"
                src={image.imageURL}
                alt=""
                width={120}
                height={80}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

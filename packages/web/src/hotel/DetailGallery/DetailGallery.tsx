import { DETAIL_GALLERY_FIRST_PHOTOS } from "@travesia/core";
import { lazy, Suspense, useId } from "react";
import { useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import styles from "./DetailGallery.module.css";

// Headless UI's dialog is fetched only when a photo is opened: the detail page's first load carries none of it.
const DetailGalleryDialog = lazy(async () => ({
  default: (await import("./DetailGalleryDialog")).DetailGalleryDialog,
}));

/** Props of the detail pages' gallery. */
export interface DetailGalleryProps {
  /** The hotel or house name: the photos' alternative texts. */
  readonly name: string;
  readonly images: readonly string[];
  /**
   * `hotel` or `activity` (a broken photo takes one of the product's default pictures) or `house` (a broken photo is
   * removed): spec 000 §8.
   */
  readonly product: "hotel" | "house" | "activity";
  /** The photo shown enlarged, or null. */
  readonly openIndex: number | null;
  readonly onOpen: (index: number) => void;
  readonly onStep: (delta: -1 | 1) => void;
  readonly onClose: () => void;
}

/**
 * The photos of a hotel or a house (spec 001 §2 "image gallery"): sized thumbnails (200 × 155, spec 001 §9), the
 * first photos eager (core's `DETAIL_GALLERY_FIRST_PHOTOS`, which the page's stand-in shows too), each a button
 * that enlarges it in a modal dialog (Headless UI) with previous/next and Escape.
 */
export const DetailGallery = ({ name, images, product, openIndex, onOpen, onStep, onClose }: DetailGalleryProps) => {
  const t = useT();
  const id = useId();
  if (images.length === 0) return null;
  const count = images.length;
  const photoName = (index: number) => t("houseDetail.photo", { name, index: index + 1, count });
  return (
    <section aria-labelledby={`${id}-title`} className={styles.gallery}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("hotel.gallery")}
      </h2>
      <ul className={styles.grid}>
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t("houseDetail.openPhoto", { index: index + 1, count })}
              onClick={() => onOpen(index)}
            >
              <ProductImageConnected
                product={product}
                src={src}
                alt={photoName(index)}
                width={200}
                height={155}
                loading={index < DETAIL_GALLERY_FIRST_PHOTOS ? "eager" : "lazy"}
              />
            </button>
          </li>
        ))}
      </ul>
      {openIndex === null || images[openIndex] === undefined ? null : (
        <Suspense fallback={null}>
          <DetailGalleryDialog
            src={images[openIndex]}
            alt={photoName(openIndex)}
            product={product}
            title={name}
            position={t("houseDetail.photo", { name, index: openIndex + 1, count })}
            single={count === 1}
            onStep={onStep}
            onClose={onClose}
          />
        </Suspense>
      )}
    </section>
  );
};

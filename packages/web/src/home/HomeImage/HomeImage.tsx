import { useHomeImage } from "@travesia/hooks";
import styles from "./HomeImage.module.css";

/** Props of {@link HomeImage}. */
export interface HomeImageProps {
  /** The page code of the selected box (hotels, houses, flights, flightsHotels, bundles). */
  readonly pageCode: string;
  readonly device: "tablet" | "desktop";
}

/**
 * The background of the home search boxes: `getHomeSearchImage/{pageCode}/{device}` through the hooks' `useHomeImage`,
 * which falls back to the default flights image when the call fails (spec 000 §8). Decorative, so hidden from
 * assistive technology; absolutely placed, so its arrival moves nothing. Not rendered on phones (spec 000 §2).
 */
const HomeImage = ({ pageCode, device }: HomeImageProps) => {
  const { status, data } = useHomeImage({ pageCode, device });
  if (data.image === null) return null;
  return (
    <div
      className={styles.image}
      style={{ backgroundImage: `url("${data.image.image}")` }}
      data-image-status={status}
      data-page-code={pageCode}
      aria-hidden="true"
    />
  );
};

export default HomeImage;

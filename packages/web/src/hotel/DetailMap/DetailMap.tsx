import type { HotelMapMarker } from "@travesia/core";
import { useId } from "react";
import { useT } from "../../i18n/LanguageContext";
import { HotelResultsMapLazy } from "../HotelResultsMap/HotelResultsMapLazy";
import { HotelResultsMapPlaceholder } from "../HotelResultsMap/HotelResultsMapPlaceholder";
import styles from "./DetailMap.module.css";

/** Props of the detail pages' map. */
export interface DetailMapProps {
  /** The hotel or house as one marker (core's `hotelMapMarkers`), or null when it has no position. */
  readonly marker: HotelMapMarker | null;
  /** True once the map's box came near the screen: only then is Leaflet fetched. */
  readonly near: boolean;
}

/** Where on the map a detail page opens (a street's scale; the results map opens at 10). */
const DETAIL_MAP_ZOOM = 14;

const ignore = () => undefined;

/**
 * The map of a hotel or house detail (spec 001 §2 "map"): the results map (Leaflet, in its own chunk) with the one
 * marker, in a box of fixed size; below the fold it stays the placeholder until it comes near the screen.
 */
export const DetailMap = ({ marker, near }: DetailMapProps) => {
  const t = useT();
  const id = useId();
  if (marker === null) return null;
  const props = {
    markers: [marker],
    selectedHotelId: null,
    onSelect: ignore,
    center: { latitude: marker.latitude, longitude: marker.longitude },
    zoom: DETAIL_MAP_ZOOM,
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.map}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t("houseDetail.map")}
      </h2>
      {near ? <HotelResultsMapLazy {...props} /> : <HotelResultsMapPlaceholder {...props} />}
    </section>
  );
};

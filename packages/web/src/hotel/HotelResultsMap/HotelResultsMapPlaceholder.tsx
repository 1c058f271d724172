import type { HotelMapMarker, MapLatLng } from "@travesia/core";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelResultsMap.module.css";

/** The point of interest the search was made around (spec 001 §3 `poi {radio, geo, name}`). */
interface HotelResultsMapPoi extends MapLatLng {
  /** The radius the distance filter keeps hotels within, in kilometres. */
  readonly radiusKm: number;
  /** The place's name when the search names it. */
  readonly name?: string;
}

/** What the results map shows. The page owns the selection and the info box's content. */
export interface HotelResultsMapProps {
  /** One per hotel, from core's `hotelMapMarkers` (price in the page's price mode and currency). */
  readonly markers: readonly HotelMapMarker[];
  /** The hotel whose info box is open (never hidden inside a cluster), or null. */
  readonly selectedHotelId: string | null;
  /** A marker was picked (click, tap, Enter or Space). */
  readonly onSelect: (hotelId: string) => void;
  /** The searched point of interest, drawn with its radius; the map opens on it. */
  readonly poi?: HotelResultsMapPoi | null;
  /**
   * Where the map opens; default the point of interest, else the middle of the markers (core's `hotelMapCenter`).
   * Read when the map opens (like `zoom`): later markers do not move the view; give the map a new `key` for a new
   * search to open it afresh.
   */
  readonly center?: MapLatLng | null;
  /** Zoom it opens at; default 10 (spec 001 §9, core's `HOTEL_MAP_DEFAULT_ZOOM`). */
  readonly zoom?: number;
  /** The selected hotel's info box, rendered by the page; shown over the map while a hotel is selected. */
  readonly info?: ReactNode;
}

/** The map's frame, shared by the placeholder and the map: same box, so nothing moves when the map arrives. */
export const HotelResultsMapFrame = ({ children, overlay }: { children: ReactNode; overlay?: ReactNode }) => (
  <div className={styles.frame}>
    {children}
    {overlay}
  </div>
);

/** Shown while the map's code (Leaflet) downloads: the same box with a quiet text. */
export const HotelResultsMapPlaceholder = (_props: HotelResultsMapProps) => {
  const t = useT();
  return (
    <HotelResultsMapFrame>
      <section className={styles.loading} aria-label={t("hotelMap.region")} aria-busy="true">
        <p>{t("hotelMap.loading")}</p>
      </section>
    </HotelResultsMapFrame>
  );
};

import styles from "../Admin.module.css";

/** One point the map shows. */
interface PoiMapPoint {
  readonly id: string;
  readonly label: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Props of the POI map and its placeholder. */
export interface PoiMapProps {
  readonly label: string;
  readonly center: { readonly latitude: number; readonly longitude: number };
  readonly points: readonly PoiMapPoint[];
  /** The point being placed, if any. */
  readonly draft: { readonly latitude: number; readonly longitude: number } | null;
  readonly onPick: (latitude: number, longitude: number) => void;
}

/** The map's box before Leaflet arrives: the same size. */
export const PoiMapPlaceholder = ({ label }: PoiMapProps) => (
  <div className={styles.map} role="img" aria-label={label} />
);

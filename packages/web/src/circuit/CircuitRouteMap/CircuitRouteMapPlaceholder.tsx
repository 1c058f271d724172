import styles from "./CircuitRouteMap.module.css";

/** One stop of the route: where the nights are spent. */
interface CircuitRouteStop {
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Props of the route map and its placeholder. */
export interface CircuitRouteMapProps {
  readonly stops: readonly CircuitRouteStop[];
  /** The map's accessible name. */
  readonly label: string;
}

/** The route map's box before Leaflet arrives: the same size, and the stops in order as text. */
export const CircuitRouteMapPlaceholder = ({ stops, label }: CircuitRouteMapProps) => (
  <div className={styles.map} role="img" aria-label={`${label}: ${stops.map((stop) => stop.city).join(" → ")}`} />
);

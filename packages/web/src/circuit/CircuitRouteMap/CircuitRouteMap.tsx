import "leaflet/dist/leaflet.css";
import { LatLngBounds } from "leaflet";
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip } from "react-leaflet";
import { MAP_TILES } from "../../shared/mapTiles";
import styles from "./CircuitRouteMap.module.css";
import type { CircuitRouteMapProps } from "./CircuitRouteMapPlaceholder";

/**
 * A circuit's route on the map (Leaflet, in its own chunk, as the hotels' maps): the stops in order joined by a line,
 * each stop a numbered point named by its city; the map opens on the whole route.
 */
export const CircuitRouteMap = ({ stops, label }: CircuitRouteMapProps) => {
  const points = stops.map((stop): [number, number] => [stop.latitude, stop.longitude]);
  const bounds = new LatLngBounds(points).pad(0.2);
  return (
    <section className={styles.map} aria-label={`${label}: ${stops.map((stop) => stop.city).join(" → ")}`}>
      <MapContainer bounds={bounds} className={styles.leaflet} scrollWheelZoom={false}>
        <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} maxZoom={MAP_TILES.maxZoom} />
        <Polyline positions={points} pathOptions={{ color: "#0b5394", weight: 3 }} />
        {stops.map((stop, index) => (
          <CircleMarker
            // biome-ignore lint/suspicious/noArrayIndexKey: a stop is its place on the route (a city may come twice)
            key={index}
            center={[stop.latitude, stop.longitude]}
            radius={7}
            pathOptions={{ color: "#0b5394", fillColor: "#fff", fillOpacity: 1, weight: 3 }}
          >
            <Tooltip>{`${index + 1}. ${stop.city}`}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </section>
  );
};

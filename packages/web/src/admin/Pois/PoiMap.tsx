import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMapEvents } from "react-leaflet";
import { MAP_TILES } from "../../shared/mapTiles";
import styles from "../Admin.module.css";
import type { PoiMapProps } from "./PoiMapPlaceholder";

const ClickToPick = ({ onPick }: Pick<PoiMapProps, "onPick">) => {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
};

/**
 * A destination's points of interest on the map (Leaflet, in its own chunk as the portal's maps): each POI a point
 * named by its tooltip; a click places the POI being added or edited (its coordinates also have their own fields).
 */
export const PoiMap = ({ label, center, points, draft, onPick }: PoiMapProps) => (
  <section className={styles.map} aria-label={label}>
    <MapContainer center={[center.latitude, center.longitude]} zoom={12} className={styles.leaflet}>
      <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} maxZoom={MAP_TILES.maxZoom} />
      <ClickToPick onPick={onPick} />
      {points.map((point) => (
        <CircleMarker
          key={point.id}
          center={[point.latitude, point.longitude]}
          radius={6}
          pathOptions={{ color: "#0b5394", fillColor: "#fff", fillOpacity: 1, weight: 2 }}
        >
          <Tooltip>{point.label}</Tooltip>
        </CircleMarker>
      ))}
      {draft === null ? null : (
        <CircleMarker
          center={[draft.latitude, draft.longitude]}
          radius={9}
          pathOptions={{ color: "#b45309", fillColor: "#f59e0b", fillOpacity: 0.9, weight: 3 }}
        />
      )}
    </MapContainer>
  </section>
);

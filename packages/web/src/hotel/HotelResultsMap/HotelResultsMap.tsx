import "leaflet/dist/leaflet.css";
import {
  formatNumber,
  HOTEL_MAP_DEFAULT_ZOOM,
  type HotelMapMarker,
  hotelMapCenter,
  type MapGridItem,
  type MapLatLng,
  type MapMarkerBox,
  mapGridClusters,
} from "@travesia/core";
import { DivIcon, type LeafletKeyboardEvent, type Marker as LeafletMarker } from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  Circle,
  CircleMarker,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from "react-leaflet";
import { type Translate, useLanguageCode, useT } from "../../i18n/LanguageContext";
import { MAP_TILES } from "../../shared/mapTiles";
import styles from "./HotelResultsMap.module.css";
import { HotelResultsMapFrame, type HotelResultsMapProps } from "./HotelResultsMapPlaceholder";

/** Where a map with no hotel and no point of interest opens: the whole world. */
const WORLD = { center: { latitude: 20, longitude: 0 }, zoom: 2 } as const;

/** How far a cluster's click zooms in. */
const CLUSTER_ZOOM_STEP = 2;

/*
 * The boxes the clustering keeps apart, from the CSS below: a price pill is 27 px high and hangs 7 px above its point;
 * its width is taken at 8 px a character of 13 px bold text plus padding and border, more than any label measures, so
 * a pill is never wider than the room kept for it. A count is a 36 px circle, wider for three digits.
 */
const PILL_HEIGHT_PX = 34;
const pillBox = (marker: HotelMapMarker): MapMarkerBox => {
  const half = (18 + 8 * (marker.priceLabel ?? "—").length) / 2;
  return { left: -half, top: -PILL_HEIGHT_PX, right: half, bottom: 0 };
};
const CLUSTER_BOX: MapMarkerBox = { left: -24, top: -18, right: 24, bottom: 18 };

const at = (point: MapLatLng): [number, number] => [point.latitude, point.longitude];

/** Enter and Space press a marker, as they press a button. */
const isPress = (event: LeafletKeyboardEvent) => event.originalEvent.key === "Enter" || event.originalEvent.key === " ";

/**
 * A marker's face, built as elements (never an HTML string: no markup parsing, no inline style): a hidden full
 * name for assistive technology and the visible short text (price or count).
 */
const pinIcon = (visible: string, spoken: string, kind: "hotel" | "cluster"): DivIcon => {
  const face = document.createElement("span");
  face.className = (kind === "hotel" ? styles.price : styles.count) ?? "";
  const name = document.createElement("span");
  name.className = "visually-hidden";
  name.textContent = spoken;
  const text = document.createElement("span");
  text.setAttribute("aria-hidden", "true");
  text.textContent = visible;
  face.append(name, text);
  // No size: the element takes its face's size, and CSS's `translate` (which composes with the transform Leaflet
  // positions it by) hangs it above the point, so the whole face is the button people and tests click.
  return new DivIcon({
    html: face,
    className: `${styles.pin} ${kind === "hotel" ? styles.pinHotel : styles.pinCluster}`,
    iconSize: undefined,
  });
};

const hotelLabel = (t: Translate, marker: HotelMapMarker) =>
  marker.priceLabel === null
    ? t("hotelMap.hotelNoPrice", { name: marker.name })
    : t("hotelMap.hotel", { name: marker.name, price: marker.priceLabel });

const HotelPin = ({
  marker,
  selected,
  onSelect,
}: {
  marker: HotelMapMarker;
  selected: boolean;
  onSelect: (hotelId: string) => void;
}) => {
  const t = useT();
  const label = hotelLabel(t, marker);
  const icon = useMemo(() => pinIcon(marker.priceLabel ?? "—", label, "hotel"), [marker.priceLabel, label]);
  const ref = useRef<LeafletMarker>(null);
  useEffect(() => {
    // Toggled on the element Leaflet made for this icon, not by a new icon (a new icon is a new element and would drop
    // the focus); a new icon's element needs the state again.
    const marker = ref.current;
    if (marker === null || marker.options.icon !== icon) return;
    const element = marker.getElement();
    element?.classList.toggle(styles.selected ?? "selected", selected);
    element?.setAttribute("aria-pressed", String(selected));
  }, [selected, icon]);
  return (
    <Marker
      ref={ref}
      position={at(marker)}
      icon={icon}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{
        click: () => onSelect(marker.id),
        keydown: (event) => {
          if (!isPress(event as LeafletKeyboardEvent)) return;
          (event as LeafletKeyboardEvent).originalEvent.preventDefault();
          onSelect(marker.id);
        },
      }}
    />
  );
};

const ClusterPin = ({ cluster }: { cluster: Extract<MapGridItem<HotelMapMarker>, { _tag: "cluster" }> }) => {
  const t = useT();
  const map = useMap();
  const count = cluster.members.length;
  const icon = useMemo(() => pinIcon(String(count), t("hotelMap.cluster", { count }), "cluster"), [count, t]);
  const open = () => {
    map.setView(at(cluster.center), Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, MAP_TILES.maxZoom));
    // The cluster's element goes away with the zoom: the focus stays on the map.
    map.getContainer().focus();
  };
  return (
    <Marker
      position={at(cluster.anchor)}
      icon={icon}
      keyboard
      eventHandlers={{
        click: open,
        keydown: (event) => {
          if (!isPress(event as LeafletKeyboardEvent)) return;
          (event as LeafletKeyboardEvent).originalEvent.preventDefault();
          open();
        },
      }}
    />
  );
};

/**
 * The markers, grouped at the map's zoom so that no two drawn markers cover each other (core's `mapGridClusters`);
 * the selected hotel stays apart.
 */
const HotelPins = ({ markers, selectedHotelId, onSelect }: Omit<HotelResultsMapProps, "info" | "poi" | "center">) => {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const items = useMemo(
    () => mapGridClusters(markers, { zoom, keepApart: selectedHotelId, markerBox: pillBox, clusterBox: CLUSTER_BOX }),
    [markers, zoom, selectedHotelId],
  );
  return items.map((item) =>
    item._tag === "single" ? (
      <HotelPin
        key={item.marker.id}
        marker={item.marker}
        selected={item.marker.id === selectedHotelId}
        onSelect={onSelect}
      />
    ) : (
      <ClusterPin key={item.id} cluster={item} />
    ),
  );
};

/** Names the map's container (Leaflet makes it focusable for the arrow keys) and keeps the selected hotel in view. */
const MapBehaviour = ({ label, selected }: { label: string; selected: HotelMapMarker | undefined }) => {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);
  useEffect(() => {
    if (selected !== undefined && !map.getBounds().contains(at(selected))) map.panTo(at(selected));
  }, [map, selected]);
  return null;
};

/**
 * The hotel results map (spec 001 §2 view 'mapa'): the tiles of `MAP_TILES`, a price marker per hotel (a button:
 * click, tap, Enter or Space selects it), clusters where markers crowd (a click zooms in), the point of interest
 * with its radius, and the selected hotel's info box, whose content the page renders. Opens at zoom 10.
 */
export const HotelResultsMap = ({
  markers,
  selectedHotelId,
  onSelect,
  poi = null,
  center = null,
  zoom,
  info,
}: HotelResultsMapProps) => {
  const t = useT();
  const language = useLanguageCode();
  const opening = center ?? hotelMapCenter(markers, poi);
  const selected = markers.find((marker) => marker.id === selectedHotelId);
  const radius = poi === null ? "" : formatNumber(poi.radiusKm, language);
  const poiText =
    poi === null
      ? null
      : poi.name === undefined || poi.name === ""
        ? t("hotelMap.poiUnnamed", { radius })
        : t("hotelMap.poi", { name: poi.name, radius });
  return (
    <HotelResultsMapFrame
      overlay={
        <>
          {poiText === null ? null : <p className={styles.legend}>{poiText}</p>}
          <section className={styles.info} aria-label={t("hotelMap.info")} aria-live="polite">
            {selected === undefined ? null : info}
          </section>
        </>
      }
    >
      <MapContainer
        className={styles.map}
        center={at(opening ?? WORLD.center)}
        zoom={zoom ?? (opening === null ? WORLD.zoom : HOTEL_MAP_DEFAULT_ZOOM)}
        maxZoom={MAP_TILES.maxZoom}
        zoomControl={false}
      >
        <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} maxZoom={MAP_TILES.maxZoom} />
        <ZoomControl position="topright" zoomInTitle={t("hotelMap.zoomIn")} zoomOutTitle={t("hotelMap.zoomOut")} />
        {poi === null ? null : (
          <>
            <Circle center={at(poi)} radius={poi.radiusKm * 1000} className={styles.poi ?? "poi"} interactive={false} />
            <CircleMarker center={at(poi)} radius={6} className={styles.poiCentre ?? "poiCentre"} interactive={false} />
          </>
        )}
        <HotelPins markers={markers} selectedHotelId={selectedHotelId} onSelect={onSelect} />
        <MapBehaviour label={t("hotelMap.region")} selected={selected} />
      </MapContainer>
    </HotelResultsMapFrame>
  );
};

import { lazyWidget } from "../../shared/lazyWidget";
import { PoiMapPlaceholder } from "./PoiMapPlaceholder";

/** The POI map, Leaflet loaded in its own chunk (placeholder of the same size until then). */
export const PoiMapLazy = lazyWidget(async () => ({ default: (await import("./PoiMap")).PoiMap }), PoiMapPlaceholder);

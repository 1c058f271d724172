import type { ApiGeo } from "../api/apiPrimitives.js";
import { type HotelPoiFilter, type HotelPoiGeo, hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import {
  HOTEL_POI_DISTANCE_DEFAULT_KM,
  HOTEL_POI_DISTANCE_STEPS_KM,
  hotelPoiSliderStep,
} from "./hotelFilterSidebar.js";
import type { HotelFiltersChange } from "./hotelFiltersUpdate.js";

/** A point of interest the visitor picked (spec 001 §3 "Point of interest: id, description, geo …"). */
export interface HotelPoiChoice {
  readonly description: string;
  readonly geo: ApiGeo;
}

/**
 * The distance slider's value, km: the spec's default 5 while no point is chosen, else the step nearest the state's
 * radius (spec 001 §9 "POI radius default 20 in filter state, slider steps 0.25 … 10 km, default 5").
 *
 * @example hotelPoiSliderKm({ radio: 20, geo: null, name: null }) // 5
 * @example hotelPoiSliderKm({ radio: 20, geo: { latitude: 1, longitude: 2 }, name: "Obelisco" }) // 10
 */
export const hotelPoiSliderKm = (poi: HotelPoiFilter): number =>
  poi.geo === null ? HOTEL_POI_DISTANCE_DEFAULT_KM : hotelPoiSliderStep(poi.radio);

/**
 * The slider position (0 to 7) of a distance: the index of its nearest step in `HOTEL_POI_DISTANCE_STEPS_KM`.
 *
 * @example hotelPoiSliderIndex(2) // 3
 */
export const hotelPoiSliderIndex = (km: number): number =>
  HOTEL_POI_DISTANCE_STEPS_KM.indexOf(hotelPoiSliderStep(km) as (typeof HOTEL_POI_DISTANCE_STEPS_KM)[number]);

/**
 * The distance of a slider position; positions outside 0–7 are brought inside.
 *
 * @example hotelPoiSliderDistance(3) // 2
 */
export const hotelPoiSliderDistance = (index: number): number => {
  const last = HOTEL_POI_DISTANCE_STEPS_KM.length - 1;
  const position = Number.isFinite(index) ? Math.min(last, Math.max(0, Math.round(index))) : last;
  return HOTEL_POI_DISTANCE_STEPS_KM[position] as number;
};

/**
 * The change that filters by a chosen point within a slider distance (spec 001 §2 "point of interest … plus
 * maximum-distance slider"; §3 "poi {radio, geo, name}", radio in km).
 *
 * @example hotelPoiFilterChoose({ description: "Obelisco", geo }, 2) // { poi: { radio: 2, geo, name: "Obelisco" } }
 */
export const hotelPoiFilterChoose = (choice: HotelPoiChoice, distanceKm: number): HotelFiltersChange => ({
  poi: {
    radio: hotelPoiSliderStep(distanceKm),
    geo: { latitude: choice.geo.latitude, longitude: choice.geo.longitude },
    name: choice.description,
  },
});

/**
 * The change a new slider distance makes: the chosen point kept, its radius set to the nearest step; nothing while
 * no point is chosen (the distance alone filters nothing).
 *
 * @example hotelPoiFilterDistance({ radio: 20, geo: null, name: null }, 2) // undefined
 */
export const hotelPoiFilterDistance = (poi: HotelPoiFilter, distanceKm: number): HotelFiltersChange | undefined =>
  poi.geo === null ? undefined : { poi: { ...poi, radio: hotelPoiSliderStep(distanceKm) } };

/** The change that drops the point of interest (back to the state's default: no point, radius 20). */
export const hotelPoiFilterRemove = (): HotelFiltersChange => ({ poi: hotelSearchFiltersDefault.poi });

/**
 * Where points of interest are looked up around: the reply's `geoReference` (the searched coordinates), else the
 * chosen point; null when the search has no geo reference (spec 001 §2: the block shows "only with a geo reference").
 *
 * @example hotelPoiSearchCenter({ latitude: -34.6, longitude: -58.4 }, hotelSearchFiltersDefault.poi) // the reference
 */
export const hotelPoiSearchCenter = (geoReference: ApiGeo | undefined, poi: HotelPoiFilter): HotelPoiGeo | null => {
  if (geoReference !== undefined) return { latitude: geoReference.latitude, longitude: geoReference.longitude };
  return poi.geo;
};

import * as Result from "effect/Result";
import type { HotelCluster } from "../api/hotelCluster.js";
import type { Language } from "../locale/language.js";
import { isMapLatLng, type MapLatLng } from "../map/webMercator.js";
import { formatMoney } from "../money/formatMoney.js";
import type { Money } from "../money/money.js";
import type { PriceBasis } from "../money/priceBasis.js";
import { hotelRatePrice } from "./hotelRatePrice.js";

/** Spec 001 §9: "Map default zoom 10". */
export const HOTEL_MAP_DEFAULT_ZOOM = 10;

/** One hotel on the results map (spec 001 §2: "mapa (map with an info box for the selected hotel)"). */
export interface HotelMapMarker extends MapLatLng {
  /** The cluster's `hotelDetailId`: what the page selects and the info box shows. */
  readonly id: string;
  /** The hotel's name: the marker's accessible name. */
  readonly name: string;
  /** Stars, 1–5, when the reply says. */
  readonly stars: number | null;
  /** The cheapest rate's price in the chosen basis, or null when no rate has a readable price. */
  readonly price: Money | null;
  /** `price` as the portal writes prices (`formatMoney`), the marker's text; null without a price. */
  readonly priceLabel: string | null;
}

/** What the markers need besides the hotels. */
export interface HotelMapMarkersContext {
  /** `currency.grossCurrency.code` of the reply. */
  readonly currency: string;
  /** The currency's symbol from the currency list, else the code is written. */
  readonly currencySymbol?: string;
  /** Nights of the stay, at least 1. */
  readonly nights: number;
  /** The page's price switch: every price per night or for the whole stay ("Beyond the spec": honest prices). */
  readonly basis: PriceBasis;
  readonly language: Language;
}

/**
 * The map's markers from a search reply's hotels. A hotel is left out when it has no usable position (missing, not
 * finite, off the Web Mercator map, or exactly `0, 0`, which suppliers send for "unknown") or is `disabled` (not
 * available on the dates: the page shows its notice instead). The price is the cheapest rate's, per night or for
 * the whole stay as `basis` says, in the reply's currency, written with core's `formatMoney`; rates whose amounts
 * are not readable decimals are skipped. The order is the reply's.
 *
 * @example hotelMapMarkers(clusters, { currency: "USD", nights: 3, basis: "perNight", language: "es" })[0]?.priceLabel // "USD 120,00"
 */
export const hotelMapMarkers = (
  hotels: readonly HotelCluster[],
  context: HotelMapMarkersContext,
): readonly HotelMapMarker[] =>
  hotels.flatMap((hotel): HotelMapMarker[] => {
    if (hotel.disabled === true || !isMapLatLng(hotel.latitude, hotel.longitude)) return [];
    let price: Money | null = null;
    for (const rate of hotel.rates) {
      const view = hotelRatePrice(rate, {
        currency: context.currency,
        perNight: context.basis === "perNight",
        nights: context.nights,
        showPricesIncludeTaxes: undefined,
        countryTax: undefined,
        rgTax: undefined,
        priceGo: false,
      });
      if (Result.isFailure(view)) continue;
      if (price === null || view.success.shown.minor < price.minor) price = view.success.shown;
    }
    const stars = hotel.rating?.value;
    return [
      {
        id: hotel.hotelDetailId,
        name: hotel.name,
        latitude: hotel.latitude as number,
        longitude: hotel.longitude as number,
        stars: stars !== undefined && Number.isFinite(stars) ? stars : null,
        price,
        priceLabel: price === null ? null : formatMoney(price, context.language, context.currencySymbol),
      },
    ];
  });

/**
 * Where the map opens: the point of interest when the search has one (the hotels are around it), else the middle of
 * the markers' bounding box, else null (no hotel to place: the page decides).
 *
 * @example hotelMapCenter([{ latitude: 40, longitude: -4 }, { latitude: 41, longitude: -3 }], null) // { latitude: 40.5, longitude: -3.5 }
 */
export const hotelMapCenter = (markers: readonly MapLatLng[], poi: MapLatLng | null): MapLatLng | null => {
  if (poi !== null && isMapLatLng(poi.latitude, poi.longitude))
    return { latitude: poi.latitude, longitude: poi.longitude };
  if (markers.length === 0) return null;
  const latitudes = markers.map((marker) => marker.latitude);
  const longitudes = markers.map((marker) => marker.longitude);
  return {
    latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
    longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
  };
};

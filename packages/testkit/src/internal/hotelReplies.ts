import { HOTEL_RATE_PRICE_TYPE_VGR } from "@travesia/core";
import { CATALOG_AMENITIES } from "../inventory/catalogs.js";
import type { InventoryRate } from "../inventory/hotelRates.js";
import type { InventoryHotel } from "../inventory/hotels.js";
import { demoConvertMinor, minorToDecimal } from "../inventory/money.js";
import type { DemoLanguage } from "./demoRequest.js";

/** How prices and texts of a reply are shown. */
export interface HotelReplyContext {
  readonly currency: string;
  readonly alternativeCurrency: string;
  readonly language: DemoLanguage;
}

const RECOMMENDATION_LABELS = {
  2: "No recomendado",
  3: "Poco recomendado",
  4: "Recomendado",
  5: "Muy recomendado",
} as const;

/** URL of a hotel image served by the demo API (`routes/images.ts`). */
export const hotelImageUrl = (hotelId: string, index: number): string => `/images/hotels/${hotelId}/${index}.jpg`;

/** URL of a review-site rating image (`routes/images.ts`). */
export const reviewImageUrl = (rating: number): string => `/images/review/${rating.toFixed(1)}.png`;

/** URL of a supplier logo (`routes/images.ts`). */
const supplierImageUrl = (code: string): string => `/images/suppliers/${code}.png`;

/** A rate as the search reply carries it (spec 001 §3 Rate; core's `HotelRate` Schema). */
const hotelRateJson = (rate: InventoryRate, context: HotelReplyContext, extra: Record<string, unknown> = {}) => {
  const totalMinor = demoConvertMinor(rate.totalUsdMinor, context.currency);
  const alternativeMinor = demoConvertMinor(rate.totalUsdMinor, context.alternativeCurrency);
  const alternative = [{ currency: context.alternativeCurrency, amount: minorToDecimal(alternativeMinor) }];
  return {
    id: rate.tripProductId,
    hotelDetailId: rate.hotelId,
    tripProductID: rate.tripProductId,
    roomsHash: rate.roomsHash,
    rooms: rate.rooms.map((room) => ({
      type: { name: room.type.name[context.language] },
      value: room.type.code,
      occupancy: { adults: room.occupancy.adults, children: room.occupancy.children, ages: [...room.occupancy.ages] },
    })),
    board: { code: rate.board.code, name: rate.board.name[context.language], value: rate.board.name[context.language] },
    supplier: { code: rate.supplier.code, imageFullPath: supplierImageUrl(rate.supplier.code) },
    prices: { gross: { amount: minorToDecimal(totalMinor) } },
    // Per night rounds once, half away from zero, from the total in minor units.
    pricesByNight: { gross: { amount: minorToDecimal(Math.round(totalMinor / Math.max(1, rate.nights))) } },
    visualizationGrosses: alternative,
    v_currencies: alternative,
    ratePrices: [
      { type: "NMO.GBL.RPT.GRS", currency: context.currency, value: minorToDecimal(totalMinor) },
      {
        type: HOTEL_RATE_PRICE_TYPE_VGR,
        currency: context.alternativeCurrency,
        value: minorToDecimal(alternativeMinor),
      },
    ],
    availability: rate.availability,
    comments: [...rate.comments],
    offers: rate.offer === null ? [] : [rate.offer],
    offer: rate.offer === null ? [] : [{ value: rate.offer }],
    moreOptions: rate.moreOptions,
    onDemand: false,
    isSelected: false,
    disabled: false,
    ...extra,
  };
};

/** The hotel's description, amenities and images (spec 001 §3 `detail`; core's `HotelDetail` Schema). */
export const hotelDetailJson = (hotel: InventoryHotel, language: DemoLanguage) => ({
  hotelDescriptions: [{ value: hotel.description[language] }],
  amenities: hotel.amenities.map((code) => ({
    description: { value: CATALOG_AMENITIES.find((amenity) => amenity.code === code)?.name[language] ?? code },
    value: code,
  })),
  imageLinks: Array.from({ length: hotel.imageCount }, (_, index) => ({
    imageURL: hotelImageUrl(hotel.id, index + 1),
  })),
});

/** A result card (spec 001 §3 Hotel cluster; core's `HotelCluster` Schema). */
export const hotelClusterJson = (
  hotel: InventoryHotel,
  rates: readonly InventoryRate[],
  context: HotelReplyContext,
  options: {
    /** Whether the visitor saved the hotel as a favourite. */
    readonly favourite?: boolean;
    readonly withDetail: boolean;
    readonly distanceKm: number | null;
    readonly variations?: readonly { type: string; code: string }[];
    readonly disabled?: boolean;
    readonly rateExtra?: (rate: InventoryRate) => Record<string, unknown>;
  },
) => {
  const first = rates[0];
  return {
    name: hotel.name,
    hotel: hotel.supplierHotelCode,
    hotelDetailId: hotel.id,
    omniCode: hotel.omniCode,
    latitude: hotel.lat,
    longitude: hotel.lng,
    images: Array.from({ length: hotel.imageCount }, (_, index) => hotelImageUrl(hotel.id, index + 1)),
    address: [...hotel.address],
    rating: { value: hotel.stars },
    tripAdvisor: {
      locationId: hotel.review.locationId,
      imagePath: reviewImageUrl(hotel.review.rating),
      reviews: hotel.review.reviews,
    },
    favourite: options.favourite ?? false,
    rates: rates.map((rate) => hotelRateJson(rate, context, options.rateExtra?.(rate))),
    destination: { code: hotel.cityCode, requestCode: hotel.cityCode },
    destinationDetails: [{ code: hotel.cityCode }],
    ...(options.withDetail ? { detail: hotelDetailJson(hotel, context.language) } : {}),
    ...(options.distanceKm === null
      ? {}
      : { distance: { value: Math.round(options.distanceKm * 100) / 100, unit: "km" } }),
    ...(first === undefined
      ? {}
      : {
          supplier_code: first.supplier.code,
          supplierImageFullPath: supplierImageUrl(first.supplier.code),
          supplierID: first.supplier.code,
        }),
    amenities: [...hotel.amenities],
    recommendation: {
      recommendationType: hotel.recommendation,
      value: RECOMMENDATION_LABELS[hotel.recommendation],
    },
    ...(options.variations === undefined || options.variations.length === 0
      ? {}
      : { baseHotelVariations: [...options.variations] }),
    isDynamicPackaging: false,
    isSelected: false,
    isRecommended: hotel.recommendation === 5,
    disabled: options.disabled ?? false,
  };
};

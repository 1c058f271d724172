import { translate } from "@travesia/core";
import { CATALOG_AMENITIES } from "../inventory/catalogs.js";
import type { InventoryHouse } from "../inventory/houses.js";
import { demoConvertMinor, minorToDecimal } from "../inventory/money.js";
import type { DemoLanguage } from "./demoRequest.js";

const KIND_NAMES = { house: "Casa", apartment: "Departamento", cabin: "Cabaña", villa: "Villa" } as const;

/** The trip product id of a house stay: `V{houseId}-{YYYYMMDD}-{nights}-{guests}`. */
const houseTripProductId = (houseId: string, checkIn: string, nights: number, guests: number): string =>
  `V${houseId}-${checkIn.replaceAll("-", "")}-${nights}-${guests}`;

/** What a house cluster is answered for: the stay, its price and the reply's language and currencies. */
export interface HouseClusterStay {
  readonly checkIn: string;
  readonly nights: number;
  readonly guests: number;
  /** The party's adults and children, when the request names them (the search does; a trip product id does not). */
  readonly party?: { readonly adults: number; readonly children: number };
  /** The stay's price in US dollar minor units, and in the reply's currency. */
  readonly usdMinor: number;
  readonly totalMinor: number;
  readonly alternativeCurrency: string;
  readonly language: DemoLanguage;
}

/**
 * A house as core's `HotelCluster` (the house search's and the house checkout summary's shape): the house, with its
 * one rate for the stay (kind, bedrooms, guests, board "Solo alojamiento", the price, the minimum-stay comment).
 */
export const houseClusterJson = (house: InventoryHouse, stay: HouseClusterStay) => {
  const id = houseTripProductId(house.id, stay.checkIn, stay.nights, stay.guests);
  const images = Array.from({ length: house.imageCount }, (_, index) => `/images/houses/${house.id}/${index + 1}.jpg`);
  const alternative = [
    {
      currency: stay.alternativeCurrency,
      amount: minorToDecimal(demoConvertMinor(stay.usdMinor, stay.alternativeCurrency)),
    },
  ];
  const amenityName = (code: string) =>
    CATALOG_AMENITIES.find((amenity) => amenity.code === code)?.name[stay.language] ?? code;
  return {
    name: house.name,
    hotel: house.id,
    hotelDetailId: house.id,
    latitude: house.lat,
    longitude: house.lng,
    images,
    address: [...house.address],
    rating: { value: Math.round(house.rating) },
    rates: [
      {
        id,
        hotelDetailId: house.id,
        tripProductID: id,
        rooms: [
          {
            type: {
              name: [
                KIND_NAMES[house.kind],
                translate("es", "house.bedrooms", { count: house.bedrooms }),
                translate("es", "houseCheckout.guestCount", { count: house.maxGuests }),
              ].join(" · "),
            },
            value: house.kind,
            ...(stay.party === undefined
              ? {}
              : { occupancy: { adults: stay.party.adults, children: stay.party.children } }),
          },
        ],
        board: { code: "1", name: "Solo alojamiento", value: "Solo alojamiento" },
        prices: { gross: { amount: minorToDecimal(stay.totalMinor) } },
        pricesByNight: { gross: { amount: minorToDecimal(Math.round(stay.totalMinor / stay.nights)) } },
        visualizationGrosses: alternative,
        v_currencies: alternative,
        availability: "CNF",
        comments: [
          `Estadía mínima: ${translate("es", "forms.nightsCount", { count: house.minimumNights })}. Incluye limpieza final.`,
        ],
        offers: [],
        moreOptions: false,
        isSelected: false,
        disabled: false,
      },
    ],
    destination: { code: house.cityCode, requestCode: house.cityCode },
    detail: {
      hotelDescriptions: [{ value: house.description[stay.language] }],
      amenities: house.amenities.map((code) => ({ description: { value: amenityName(code) }, value: code })),
      imageLinks: images.map((imageURL) => ({ imageURL })),
    },
    amenities: [...house.amenities],
    isDynamicPackaging: false,
    isSelected: false,
    disabled: false,
  };
};

import * as Schema from "effect/Schema";
import { ApiAlternativeAmount, ApiAmount, ApiAmountDiff, ApiCount, ApiNumber } from "./apiPrimitives.js";

/** Availability codes of a hotel rate. Spec 001 §3: "availability (CNF immediate, ALL, ORQ on request)". */
export const HOTEL_AVAILABILITY_CODES = ["CNF", "ALL", "ORQ"] as const;

/**
 * Occupancy of one room of a rate.
 *
 * Spec 001 §3 names `rooms[] {type.name, value, occupancy}` without its shape (not shown). Decision: the same numbers
 * as core's `Room` (adults, children, optional ages), so the card can print "2 adultos, 1 menor" in any language
 * and core's occupancy helpers apply without parsing text.
 */
export const HotelRoomOccupancy = Schema.Struct({
  adults: ApiCount,
  children: ApiCount,
  ages: Schema.optional(Schema.Array(ApiCount)),
});
export type HotelRoomOccupancy = typeof HotelRoomOccupancy.Type;

/** One room of a rate. Spec 001 §3: "rooms[] {type.name, value, occupancy}". */
export const HotelRateRoom = Schema.Struct({
  /** Room type; `type.name` is the room name shown ("Habitación doble"). */
  type: Schema.Struct({ name: Schema.String }),
  /** Supplier's room description or code, shown when present. */
  value: Schema.optional(Schema.String),
  occupancy: Schema.optional(HotelRoomOccupancy),
});
export type HotelRateRoom = typeof HotelRateRoom.Type;

/**
 * Board (meal plan). Spec 001 §3: "board {code, name, value}"; §4: "Board codes: 1 room only (room icon),
 * 2 breakfast (coffee icon), 5 half board". Codes are kept as strings: other codes exist and are shown by name.
 */
export const HotelBoard = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  value: Schema.optional(Schema.String),
});
export type HotelBoard = typeof HotelBoard.Type;

/** Supplier of a rate. Spec 001 §3: "supplier {code, imageFullPath}" (logo shown only when showSuppliers). */
export const HotelRateSupplier = Schema.Struct({
  code: Schema.String,
  imageFullPath: Schema.optional(Schema.String),
});
export type HotelRateSupplier = typeof HotelRateSupplier.Type;

/**
 * A typed price line of a rate. Spec 001 §3: "ratePrices[] {type, currency, value; type NMO.GBL.RPT.VGR is collected
 * as an alternative-currency amount}".
 */
export const HotelRatePrice = Schema.Struct({
  type: Schema.String,
  currency: Schema.String,
  value: ApiNumber,
});
export type HotelRatePrice = typeof HotelRatePrice.Type;

/**
 * Variation of a related rate against its base rate. Spec 001 §3: "baseRateVariations.variation (code)".
 * `amountDiff` (spec 002 §3 Price display) is carried when the server computed the difference.
 */
export const HotelRateVariations = Schema.Struct({
  variation: Schema.Struct({
    code: Schema.String,
    amountDiff: Schema.optional(ApiAmountDiff),
  }),
});
export type HotelRateVariations = typeof HotelRateVariations.Type;

/**
 * A hotel rate (one bookable room combination from one supplier).
 *
 * Spec 001 §3: "Rate: id, hotelDetailId, tripProductID, roomsHash, rooms[] {type.name, value, occupancy}, board
 * {code, name, value}, supplier {code, imageFullPath}, prices.gross.amount, pricesByNight.gross.amount,
 * visualizationGrosses, v_currencies, ratePrices[] {type, currency, value}, baseRateVariations.variation (code),
 * availability, comments[], offers[], offer[].value, moreOptions, onDemand, onDemandLast, onDemandLoading,
 * isSelected, disabled."
 *
 * Decisions where the spec does not show a shape: `visualizationGrosses` and `v_currencies` are lists of
 * alternative-currency amounts (spec 002 §3 Price display); `comments[]` and `offers[]` are texts (HTML allowed,
 * sanitised by the view); `offer[]` carries banner texts in `value`; `availability` is a string so unknown codes
 * still decode (known: `HOTEL_AVAILABILITY_CODES`). Prices are decimals as sent.
 */
export const HotelRate = Schema.Struct({
  id: Schema.String,
  hotelDetailId: Schema.optional(Schema.String),
  /** Used by quote (`/checkout/quote/hotel/{tripProductID}`), politics and budget add. */
  tripProductID: Schema.String,
  /** Sent back as `roomHash` in the more-options query. */
  roomsHash: Schema.optional(Schema.String),
  rooms: Schema.Array(HotelRateRoom),
  board: HotelBoard,
  supplier: Schema.optional(HotelRateSupplier),
  /** Total stay gross price. */
  prices: Schema.Struct({ gross: ApiAmount }),
  /** Per-night gross price, shown when the reply says `perNight`. */
  pricesByNight: Schema.optional(Schema.Struct({ gross: ApiAmount })),
  visualizationGrosses: Schema.optional(Schema.Array(ApiAlternativeAmount)),
  v_currencies: Schema.optional(Schema.Array(ApiAlternativeAmount)),
  ratePrices: Schema.optional(Schema.Array(HotelRatePrice)),
  baseRateVariations: Schema.optional(HotelRateVariations),
  /** 'Bajo petición' when the first rate's availability is ORQ (spec 001 §2). */
  availability: Schema.optional(Schema.String),
  comments: Schema.optional(Schema.Array(Schema.String)),
  offers: Schema.optional(Schema.Array(Schema.String)),
  offer: Schema.optional(Schema.Array(Schema.Struct({ value: Schema.String }))),
  /** The rate has more options ('Más tarifas' link). */
  moreOptions: Schema.optional(Schema.Boolean),
  /** The rate came in a page loaded on demand (hotelsV2TariffOnDemand). */
  onDemand: Schema.optional(Schema.Boolean),
  /** On demand: the last rate of its page, and more of the hotel's rates remain to be asked for ('Ver más'). */
  onDemandLast: Schema.optional(Schema.Boolean),
  onDemandLoading: Schema.optional(Schema.Boolean),
  isSelected: Schema.optional(Schema.Boolean),
  /** Disabled rates have their select arrow disabled. */
  disabled: Schema.optional(Schema.Boolean),
});
export type HotelRate = typeof HotelRate.Type;

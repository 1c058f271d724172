import type { HotelSearchReply } from "../api/hotelSearchReply.js";

// A module of its own, apart from the rooms tab's settings (`hotelRatesSettings.ts`): the results page reads the
// envelope in its own chunk, which stays within its size limit without the settings' imports.

/** The search reply's fields the rooms tab reads: its envelope (currency, taxes, flags), none of its hotels. */
const HOTEL_RATES_REPLY_FIELDS = [
  "currency",
  "perNight",
  "showPricesIncludeTaxes",
  "countryTax",
  "rgTax",
  "featureGroups",
  "enableBudgeting",
  "enablePricer",
  "smartFlow",
  "relatedRates",
] as const satisfies readonly (keyof HotelSearchReply)[];

/** The search reply's fields the rooms tab reads (all optional: a card may be shown without its reply). */
export type HotelRatesReply = Partial<Pick<HotelSearchReply, (typeof HOTEL_RATES_REPLY_FIELDS)[number]>>;

/**
 * The part of a search reply the rooms tab reads, without its hotels: a filter or sort click's reply usually has the
 * same, so a page that keeps it by value (hooks' `useShared`) does not draw every card's rooms tab again.
 *
 * @example hotelRatesReplyOf(reply).perNight === reply.perNight // true
 */
export const hotelRatesReplyOf = (reply: HotelRatesReply): HotelRatesReply =>
  Object.fromEntries(
    HOTEL_RATES_REPLY_FIELDS.filter((field) => reply[field] !== undefined).map((field) => [field, reply[field]]),
  );

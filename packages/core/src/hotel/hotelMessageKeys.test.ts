import { describe, expect, it } from "vitest";
import { isMessageKey, type MessageKey } from "../locale/catalog.js";

/**
 * Every message key that money, hotel, house and policy hand to views. `satisfies` makes the compiler refuse a key
 * the catalogs do not hold; keep the list in step with the sources (grep for the quoted domain keys).
 */
const KEYS_IN_USE = [
  "favourite.added",
  "favourite.failure",
  "favourite.failureTitle",
  "favourite.removed",
  "favourite.title",
  "flight.priceLess",
  "flight.priceMore",
  "hotel.boardBreakfast",
  "hotel.boardHalf",
  "hotel.boardRoomOnly",
  "hotel.compareMinimum",
  "hotel.compareTitle",
  "hotel.countryTax",
  "hotel.includedInPrice",
  "hotel.moreOptionsAdded",
  "hotel.moreOptionsEmpty",
  "hotel.onRequest",
  "hotel.perceptionRG5463",
  "hotel.pricePerNight",
  "hotel.priceTotalStay",
  "hotel.recommendationBad",
  "hotel.recommendationGood",
  "hotel.recommendationLittle",
  "hotel.recommendationVeryGood",
  "hotel.recommendedOption",
  "hotel.seeMoreOptions",
  "hotel.seeOtherRates",
  "hotel.select",
  "hotel.selected",
  "hotel.taxesIncluded",
  "hotel.taxesNotIncluded",
  "hotel.unavailableShowingSimilar",
  "hotel.upgradeCategory",
  "hotel.upgradeRating",
  "house.soldOut",
  "policy.checking",
  "policy.compactError",
  "policy.freeToday",
  "policy.loadError",
  "policy.retry",
  "policy.typeCost",
  "policy.typeFree",
  "policy.typeNonRefundable",
  "policy.today",
  "quote.alternativeRate",
  "quote.noCancellationFeesOnly",
  "quote.outOfLimit",
  "quote.redirecting",
  "quote.select",
  "quote.selected",
  "quote.soldOut",
  "quote.unavailable",
  "quote.verifying",
] as const satisfies readonly MessageKey[];

describe("message keys used by money, hotel, house and policy", () => {
  it("all exist in the catalogs", () => {
    expect(KEYS_IN_USE.filter((key) => !isMessageKey(key))).toEqual([]);
  });
});

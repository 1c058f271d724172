import type { PackageCombination, PackageSearchEcho, PackageSearchReply } from "@travesia/core";
import fc from "fast-check";
import { arbApiCount, arbApiDate, arbApiId, arbApiText, arbCurrencyCode, arbStruct } from "./arbStruct.js";
import { arbFlightSolution } from "./flight.js";
import { arbHotelCluster } from "./hotelSearch.js";

const small = { maxLength: 3 };
const arbPlace = fc.record({ id: arbApiId, name: arbApiText });

/** The search a package reply echoes (core's `PackageSearchEcho`). */
export const arbPackageSearchEcho: fc.Arbitrary<PackageSearchEcho> = fc.record({
  origins: fc.array(arbPlace, { minLength: 1, maxLength: 3 }),
  destination: arbPlace,
  checkIn: arbApiDate,
  checkOut: arbApiDate,
  rooms: fc.constantFrom("2-0", "1-1:5", "2-2:3-9,1-0"),
  differentHotel: fc.option(arbPlace, { nil: null }),
  partialHotel: fc.option(fc.record({ checkIn: arbApiDate, checkOut: arbApiDate }), { nil: null }),
  hotelStay: fc.record({ city: arbPlace, checkIn: arbApiDate, checkOut: arbApiDate, nights: arbApiCount }),
});

/** A flight-plus-hotel combination (core's `PackageCombination`). */
export const arbPackageCombination: fc.Arbitrary<PackageCombination> = fc.record({
  outbound: arbApiId,
  return: fc.option(arbApiId, { nil: null }),
  hotelDetailId: arbApiId,
  rateId: arbApiId,
});

/** A package search reply (core's `PackageSearchReply`), its parts drawn independently. */
export const arbPackageSearchReply: fc.Arbitrary<PackageSearchReply> = arbStruct(
  {
    done: fc.boolean(),
    currency: arbCurrencyCode,
    search: arbPackageSearchEcho,
    flights: fc.array(arbFlightSolution, small),
    hotels: fc.array(arbHotelCluster, small),
    recommended: fc.option(arbPackageCombination, { nil: null }),
  },
  { searchDestinationId: arbApiId, packageDetails: fc.dictionary(arbApiId, arbApiId, { maxKeys: 3 }) },
);

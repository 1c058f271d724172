import { fc } from "@fast-check/vitest";
import type { FlightSolution } from "../../api/flightSolution.js";
import type { HotelCluster } from "../../api/hotelCluster.js";
import type { PackageCombination, PackageSearchReply } from "../../api/packageSearchReply.js";
import { sampleFlightSolution } from "../../api/test/flightSamples.js";
import { sampleHotelCluster, sampleHotelRate } from "../../api/test/hotelSamples.js";

/** Test replies whose ids are coherent: solution `i` has flights `F{i}-{leg}-{j}`, hotel `k` rates `R{k}-{r}`. */

const flightOption = sampleFlightSolution.trips[0]?.flights[0] as FlightSolution["trips"][number]["flights"][number];
const cents = fc.integer({ min: 0, max: 5_000_000 });

const arbSolution = (index: number, oneWay: boolean): fc.Arbitrary<FlightSolution> =>
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), cents).map(([outbound, inbound, gross]) => ({
    ...sampleFlightSolution,
    prices: {
      totalPrices: [
        { host: true, amount: gross / 100, currency: "USD" },
        { type: "NMO.GBL.RPT.GRS", amount: gross / 100, currency: "USD" },
      ],
    },
    trips: (oneWay ? [outbound] : [outbound, inbound]).map((count, leg) => ({
      flights: Array.from({ length: count }, (_, j) => ({ ...flightOption, tripProductId: `F${index}-${leg}-${j}` })),
    })),
    isDynamicPackaging: true,
  }));

const arbHotel = (index: number): fc.Arbitrary<HotelCluster> =>
  fc.array(cents, { minLength: 1, maxLength: 3 }).map((prices) => ({
    ...sampleHotelCluster,
    hotelDetailId: `H${index}`,
    rates: prices.map((price, r) => ({
      ...sampleHotelRate,
      id: `R${index}-${r}`,
      tripProductID: `R${index}-${r}`,
      prices: { gross: { amount: price / 100 } },
    })),
    isDynamicPackaging: true,
  }));

const indexed = <T>(count: number, build: (index: number) => fc.Arbitrary<T>): fc.Arbitrary<T[]> =>
  fc.tuple(...Array.from({ length: count }, (_, index) => build(index)));

/** A coherent package reply: 1–5 solutions (all round trips, or all one-way), 1–6 hotels, a valid recommendation. */
export const arbPackageReply: fc.Arbitrary<PackageSearchReply & { readonly recommended: PackageCombination }> = fc
  .record({ flights: fc.integer({ min: 1, max: 5 }), hotels: fc.integer({ min: 1, max: 6 }), oneWay: fc.boolean() })
  .chain(({ flights, hotels, oneWay }) =>
    fc.record({
      flights: indexed(flights, (index) => arbSolution(index, oneWay)),
      hotels: indexed(hotels, arbHotel),
      solution: fc.nat({ max: flights - 1 }),
      hotel: fc.nat({ max: hotels - 1 }),
    }),
  )
  .map(({ flights, hotels, solution, hotel }) => ({
    done: true,
    currency: "USD",
    search: {
      origins: [{ id: "BUE", name: "Buenos Aires" }],
      destination: { id: "CUN", name: "Cancún" },
      checkIn: "2027-03-01",
      checkOut: "2027-03-08",
      rooms: "2-0",
      differentHotel: null,
      partialHotel: null,
      hotelStay: { city: { id: "CUN", name: "Cancún" }, checkIn: "2027-03-01", checkOut: "2027-03-08", nights: 7 },
    },
    flights,
    hotels,
    recommended: {
      outbound: `F${solution}-0-0`,
      return: (flights[solution]?.trips.length ?? 0) > 1 ? `F${solution}-1-0` : null,
      hotelDetailId: `H${hotel}`,
      rateId: `R${hotel}-0`,
    },
    searchDestinationId: "CUN",
  }));

/** The value, or a thrown error naming what was missing (tests only: an absent value fails the test). */
export const present = <T>(value: T | null | undefined, what = "value"): T => {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
};

/** One reply drawn with a fixed seed, for example-based tests. */
export const sampleReply = (seed: number) => present(fc.sample(arbPackageReply, { seed, numRuns: 1 })[0], "reply");

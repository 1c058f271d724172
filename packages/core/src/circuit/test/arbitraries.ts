import { fc } from "@fast-check/vitest";
import type { CircuitSummary } from "../../api/circuit.js";
import { arbText } from "../../routes/test/arbitraries.js";
import {
  CIRCUIT_DURATIONS,
  CIRCUIT_PARTY_LIMITS,
  CIRCUIT_PRICE_BANDS,
  CIRCUIT_REGIONS,
  CIRCUIT_SORTS,
} from "../circuitCodes.js";
import { type CircuitFilters, canonicalCircuitFilters } from "../circuitFilters.js";
import type { CircuitArea, CircuitResultsPage } from "../circuitResultsUrl.js";

export const arbCircuitArea: fc.Arbitrary<CircuitArea> = fc.oneof(
  fc.constantFrom(...CIRCUIT_REGIONS).map((region): CircuitArea => ({ _tag: "region", region })),
  fc.stringMatching(/^[A-Z]{3}$/).map((code): CircuitArea => ({ _tag: "destination", code })),
);

export const arbCircuitMonth: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, month]) => `${year}-${String(month).padStart(2, "0")}`);

/** Travellers and the rooms they fill (one to three a room). */
export const arbCircuitParty: fc.Arbitrary<{ travellers: number; rooms: number }> = fc
  .integer(CIRCUIT_PARTY_LIMITS.rooms)
  .chain((rooms) =>
    fc
      .integer({ min: rooms, max: Math.min(rooms * 3, CIRCUIT_PARTY_LIMITS.travellers.max) })
      .map((travellers) => ({ travellers, rooms })),
  );

export const arbCircuitFilters: fc.Arbitrary<CircuitFilters> = fc
  .record({
    durations: fc.subarray([...CIRCUIT_DURATIONS]),
    countries: fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), { maxLength: 4 }),
    prices: fc.subarray([...CIRCUIT_PRICE_BANDS]),
    availableOnly: fc.boolean(),
  })
  .map(canonicalCircuitFilters);

export const arbCircuitResultsPage: fc.Arbitrary<CircuitResultsPage> = fc.record({
  search: fc
    .record({ area: arbCircuitArea, month: arbCircuitMonth, party: arbCircuitParty })
    .map(({ area, month, party }) => ({ area, month, ...party })),
  areaName: arbText,
  filters: arbCircuitFilters,
  sort: fc.constantFrom(...CIRCUIT_SORTS),
  page: fc.integer({ min: 1, max: 9999 }),
});

const COUNTRIES = ["AR", "CL", "ES", "FR", "IT", "PT", "US"];

/** Circuits as a search reply lists them (only what filters and sorts read varies much). */
export const arbCircuitSummary: fc.Arbitrary<CircuitSummary> = fc.record({
  id: fc.stringMatching(/^C\d{1,3}$/),
  name: fc.string({ maxLength: 12 }),
  days: fc.integer({ min: 3, max: 21 }),
  countries: fc
    .subarray(COUNTRIES, { minLength: 1, maxLength: 3 })
    .map((codes) => codes.map((code) => ({ code, name: `Country ${code}` }))),
  cities: fc.constant([]),
  priceFrom: fc.record({ minor: fc.integer({ min: 50_000, max: 600_000 }), currency: fc.constant("USD") }),
  departuresAvailable: fc.nat(5),
  image: fc.constant(""),
  summary: fc.constant(""),
});

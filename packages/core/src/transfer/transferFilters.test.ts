import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbRouteRoom } from "../routes/test/arbitraries.js";
import { arbTransferFilters, arbTransferOption } from "./test/arbitraries.js";
import {
  filterTransferOptions,
  TRANSFER_FILTERS_NONE,
  TRANSFER_SORTS,
  type TransferFilters,
  transferFilterCounts,
} from "./transferFilters.js";
import { transferTotal } from "./transferPrice.js";

const arbOptions = fc.array(arbTransferOption, { maxLength: 30 });
const arbSort = fc.constantFrom(...TRANSFER_SORTS);

describe("transfer filters", () => {
  test.prop([arbOptions, arbTransferFilters, arbSort, arbRouteRoom], { numRuns: 1000 })(
    "the list holds exactly the offers every filter keeps, in the sort's order",
    (options, filters, sort, party) => {
      const shown = filterTransferOptions(options, filters, sort, party);
      const keeps = (option: (typeof options)[number]) => {
        const total = transferTotal(option, party).minor;
        return (
          (filters.serviceTypes.length === 0 || filters.serviceTypes.includes(option.serviceType)) &&
          (filters.vehicles.length === 0 || filters.vehicles.includes(option.vehicle)) &&
          (filters.suppliers.length === 0 || filters.suppliers.includes(option.supplier)) &&
          (filters.minLuggage === null || option.luggage >= filters.minLuggage) &&
          (filters.priceMin === null || total >= filters.priceMin) &&
          (filters.priceMax === null || total <= filters.priceMax)
        );
      };
      expect(shown.length).toBe(options.filter(keeps).length);
      expect(shown.every(keeps)).toBe(true);
      const keys = shown.map((option) =>
        sort === "duration"
          ? option.durationMinutes
          : transferTotal(option, party).minor * (sort === "priceDesc" ? -1 : 1),
      );
      for (let index = 1; index < keys.length; index++) expect(keys[index - 1]).toBeLessThanOrEqual(keys[index] ?? 0);
    },
  );

  test.prop([arbOptions, arbTransferFilters, arbRouteRoom], { numRuns: 1000 })(
    "a value's count is what the list shows once that value alone is chosen in its filter",
    (options, filters, party) => {
      const counts = transferFilterCounts(options, filters, party);
      const shownWith = (change: Partial<TransferFilters>) =>
        filterTransferOptions(options, { ...filters, ...change }, "price", party).length;
      for (const { value, count } of counts.serviceTypes) expect(count).toBe(shownWith({ serviceTypes: [value] }));
      for (const { value, count } of counts.vehicles) expect(count).toBe(shownWith({ vehicles: [value] }));
      for (const { value, count } of counts.suppliers) expect(count).toBe(shownWith({ suppliers: [value] }));
      for (const { value, count } of counts.luggage) expect(count).toBe(shownWith({ minLuggage: value }));
      for (const type of filters.serviceTypes) expect(counts.serviceTypes.map((entry) => entry.value)).toContain(type);
      if (counts.price !== null) expect(counts.price.min).toBeLessThanOrEqual(counts.price.max);
    },
  );

  it("no filter shows every offer, cheapest first", () => {
    const party = { adults: 2, children: 0, ages: [] };
    const options = fc.sample(arbTransferOption, { numRuns: 20, seed: 7 });
    const shown = filterTransferOptions(options, TRANSFER_FILTERS_NONE, "price", party);
    expect(shown).toHaveLength(options.length);
    const [first] = shown;
    expect(first === undefined ? null : transferTotal(first, party).minor).toBe(
      Math.min(...options.map((option) => transferTotal(option, party).minor)),
    );
  });
});

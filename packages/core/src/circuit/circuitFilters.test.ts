import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { CIRCUIT_SORTS } from "./circuitCodes.js";
import {
  applyCircuitFilters,
  circuitFilterPanel,
  circuitFiltersDefault,
  circuitFiltersToggled,
  sortCircuits,
} from "./circuitFilters.js";
import { arbCircuitFilters, arbCircuitSummary } from "./test/arbitraries.js";

const arbCircuits = fc.uniqueArray(arbCircuitSummary, { maxLength: 25, selector: (circuit) => circuit.id });

describe("circuit filters", () => {
  test.prop([arbCircuits, arbCircuitFilters], { numRuns: 1000 })(
    "ticking a choice shows as many circuits as its count said",
    (circuits, filters) => {
      for (const section of circuitFilterPanel(circuits, filters)) {
        for (const choice of section.choices.filter((entry) => !entry.selected)) {
          const ticked =
            section.facet === "availableOnly"
              ? { ...filters, availableOnly: true }
              : circuitFiltersToggled({ ...filters, [section.facet]: [] }, section.facet, choice.code, true);
          expect(applyCircuitFilters(circuits, ticked)).toHaveLength(choice.count);
        }
      }
    },
  );

  test.prop([arbCircuits, arbCircuitFilters, fc.constantFrom(...CIRCUIT_SORTS)], { numRuns: 1000 })(
    "filters keep a subset, and a sort only reorders it",
    (circuits, filters, sort) => {
      const kept = applyCircuitFilters(circuits, filters);
      expect(kept.every((circuit) => circuits.includes(circuit))).toBe(true);
      const sorted = sortCircuits(kept, sort);
      expect([...sorted].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
        [...kept].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      expect(applyCircuitFilters(circuits, circuitFiltersDefault)).toEqual(circuits);
      if (sort === "priceAsc")
        for (const [index, circuit] of sorted.slice(1).entries())
          expect(circuit.priceFrom.minor).toBeGreaterThanOrEqual(sorted[index]?.priceFrom.minor ?? 0);
    },
  );
});

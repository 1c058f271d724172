import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { applyCircuitFilters } from "./circuitFilters.js";
import {
  CIRCUITS_PER_PAGE,
  circuitResultsAreaName,
  circuitResultsOrder,
  circuitResultsShown,
  circuitResultsTitle,
} from "./circuitResultsShown.js";
import { arbCircuitResultsPage, arbCircuitSummary } from "./test/arbitraries.js";

describe("the circuits a results page shows", () => {
  test.prop([fc.array(arbCircuitSummary, { maxLength: 30 }), arbCircuitResultsPage], { numRuns: 300 })(
    "shows at most a page of the circuits its filters keep, in its order, counting them all",
    (circuits, page) => {
      const order = circuitResultsOrder(circuits, page.filters, page.sort);
      const shown = circuitResultsShown(circuits, page);
      expect(shown.total).toBe(applyCircuitFilters(circuits, page.filters).length);
      expect(shown.items.length).toBeLessThanOrEqual(CIRCUITS_PER_PAGE);
      for (const circuit of shown.items) expect(order).toContain(circuit);
      if (order.length > 0) expect(shown.items.length).toBeGreaterThan(0);
    },
  );

  it("names the URL's area, else the reply's, else none", () => {
    const reply = { area: { code: "EUR", name: "Europa" } };
    expect(circuitResultsAreaName({ areaName: "Europa del Este" }, reply)).toBe("Europa del Este");
    expect(circuitResultsAreaName({ areaName: "" }, reply)).toBe("Europa");
    expect(circuitResultsAreaName(null, undefined)).toBe("");
  });
});

describe("circuitResultsTitle", () => {
  test.prop([fc.string()], { numRuns: 1000 })(
    "names the place when there is one, the product while there is none",
    (name) => {
      const asked: unknown[] = [];
      const title = circuitResultsTitle(name, (key, params) => {
        asked.push([key, params]);
        return params === undefined ? key : `${key}:${params.name}`;
      });
      expect(title).toBe(name === "" ? "shell.productCircuits" : `circuit.resultsTitle:${name}`);
      expect(asked).toEqual([name === "" ? ["shell.productCircuits", undefined] : ["circuit.resultsTitle", { name }]]);
    },
  );
});

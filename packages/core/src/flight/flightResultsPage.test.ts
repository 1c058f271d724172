import { describe, expect, test } from "vitest";
import { flightSearchFiltersDefault } from "../routes/flightSearchFilters.js";
import { flightResultsPage } from "./flightResultsPage.js";
import { option, segment, solution } from "./test/flightFixtures.js";

const one = (price: number, id: string, stops: boolean) =>
  solution(price, [
    [
      option(
        id,
        stops
          ? [
              segment("EZE", "GRU", "20261201T0800", "20261201T1000"),
              segment("GRU", "MAD", "20261201T1200", "20261201T2200"),
            ]
          : [segment("EZE", "MAD", "20261201T0800", "20261201T2000")],
      ),
    ],
  ]);

describe("flightResultsPage", () => {
  test("filter, sort, paginate; options from every solution", () => {
    const all = [one(400, "a", false), one(100, "b", true), one(300, "c", false), one(200, "d", false)];
    const page = flightResultsPage(
      all,
      { ...flightSearchFiltersDefault, stops: [0], pagination: { currentPage: 2 } },
      2,
    );
    expect(page.totalItems).toBe(3);
    expect(page.countPages).toBe(2);
    expect(page.currentPage).toBe(2);
    expect(page.items.map((s) => s.trips[0]?.flights[0]?.tripProductId)).toEqual(["a"]);
    expect(page.options.total).toBe(4);
  });
});

import { fc } from "@fast-check/vitest";
import { arbApiDecimal, arbApiId, arbApiText } from "@travesia/testkit/arbitraries";
import { describe, expect, it } from "vitest";
import { BundleSearchPostReply, SearchFormPostReply, searchFormPosts } from "./searchFormPosts.js";
import { schemaLaws } from "./test/schemaLaws.js";

const arbPlace = fc.record({ id: arbApiId, name: arbApiText });
const arbBundle = fc.record({
  id: arbApiId,
  title: arbApiText,
  destination: arbPlace,
  tematics: fc.array(arbPlace, { maxLength: 3 }),
  months: fc.array(fc.constantFrom("2026-12", "2027-01"), { maxLength: 2 }),
  nights: fc.integer({ min: 1, max: 21 }),
  firstDeparture: fc.constant("2026-12-04"),
  from: fc.record({ amount: arbApiDecimal, currency: fc.constantFrom("USD", "ARS") }),
  image: fc.constant("/img/paquetes/1.jpg"),
});

schemaLaws("SearchFormPostReply", SearchFormPostReply, fc.record({ done: fc.boolean(), next: fc.webPath() }), [
  { done: true, next: "/hotel/results/RIO/2027-02-01/2027-02-05/2-0" },
]);
schemaLaws(
  "BundleSearchPostReply",
  BundleSearchPostReply,
  fc.record({ done: fc.boolean(), next: fc.webPath(), results: fc.array(arbBundle, { maxLength: 3 }) }),
  [{ done: true, next: "/dynamicVacationBundle/results?all=1", results: [] }],
);

describe("searchFormPosts", () => {
  it("posts to the spec's paths", () => {
    expect(Object.values(searchFormPosts).map((post) => post.path)).toEqual([
      "/search/hotel",
      "/search/flight",
      "/search/flightsHotels",
      "/search/dynamicVacationBundle",
      "/dynamicVacationBundle/getAllResults",
    ]);
  });
});

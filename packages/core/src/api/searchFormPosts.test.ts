import { fc } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { BundleSearchPostReply, SearchFormPostReply, searchFormPosts } from "./searchFormPosts.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws("SearchFormPostReply", SearchFormPostReply, fc.record({ done: fc.boolean(), next: fc.webPath() }), [
  { done: true, next: "/hotel/results/RIO/2027-02-01/2027-02-05/2-0" },
]);
schemaLaws("BundleSearchPostReply", BundleSearchPostReply, arbFromSchema(BundleSearchPostReply), [
  { done: true, next: "/dynamicVacationBundle/results?all=1", results: [] },
]);

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

import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { formatSavedSearchFiltersStore, parseSavedSearchFiltersStore } from "./savedSearchFiltersStore.js";

const arbFilters = fc.oneof(
  fc.constant(null),
  fc.record({ zone: fc.array(fc.string()), stops: fc.array(fc.integer()), sorting: fc.string() }, { requiredKeys: [] }),
);
const arbStore = fc.dictionary(
  fc.constantFrom("hotel", "house", "flight", "flightHotel"),
  fc.record({ filters: arbFilters, canUse: fc.boolean() }),
);

describe("saved search filters store", () => {
  test.prop([arbStore], { numRuns: 1000 })("parse(format(store)) = store", (store) => {
    expect(parseSavedSearchFiltersStore(formatSavedSearchFiltersStore(store))).toEqual(store);
  });

  test.prop([fc.oneof(fc.string(), fc.json())], { numRuns: 1000 })(
    "any stored text reads as a store of well-formed entries, never throwing",
    (text) => {
      for (const entry of Object.values(parseSavedSearchFiltersStore(text)))
        expect(typeof entry.canUse).toBe("boolean");
    },
  );
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  addRecentLocationFor,
  formatStoredRecentLocations,
  parseStoredRecentLocations,
  type RecentLocationsByLanguage,
} from "./recentLocations.js";

const junk = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

const arbStore: fc.Arbitrary<RecentLocationsByLanguage> = fc.dictionary(
  fc.constantFrom("es", "en", "pt"),
  fc.array(fc.record({ label: fc.string(), value: fc.string(), type: fc.constant("last" as const) }), {
    maxLength: 10,
  }),
);

describe("recent locations in local storage", () => {
  test.prop([junk], { numRuns: 1000 })("any stored text reads as lists, never a throw", (text) => {
    const lists = parseStoredRecentLocations(text);
    for (const list of Object.values(lists)) for (const entry of list) expect(entry.type).toBe("last");
    const next = parseStoredRecentLocations(
      formatStoredRecentLocations(addRecentLocationFor(lists, "es", { label: "Roma", value: "ROM" })),
    );
    expect(next.es?.[0]).toEqual({ label: "Roma", value: "ROM", type: "last" });
  });

  test.prop([arbStore], { numRuns: 1000 })("parse(format(store)) = store", (store) => {
    expect(parseStoredRecentLocations(formatStoredRecentLocations(store))).toEqual(store);
  });

  it("nothing stored is no lists; entries without text label and value are dropped", () => {
    expect(parseStoredRecentLocations(null)).toEqual({});
    expect(parseStoredRecentLocations('{"es":[{"label":1,"value":"x"},{"label":"A","value":"a"}],"en":3}')).toEqual({
      es: [{ label: "A", value: "a", type: "last" }],
    });
  });
});

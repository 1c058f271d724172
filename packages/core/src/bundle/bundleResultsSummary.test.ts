import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { bundleResultsSummary } from "./bundleResultsSummary.js";

const arbName = fc.string({ minLength: 1, maxLength: 10 }).filter((name) => !name.includes("·"));
const arbPlace = fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), name: arbName });
const arbValues = fc.record({
  destinations: fc.array(arbPlace, { maxLength: 4 }),
  periods: fc.array(arbPlace, { maxLength: 4 }),
  themeIds: fc.array(fc.constantFrom("1", "2", "3", "4"), { maxLength: 4 }),
});
const arbThemes = fc.array(fc.record({ id: fc.constantFrom("1", "2", "3"), name: arbName }), { maxLength: 3 });
const ANY = "Todos los destinos, meses y temáticas";

describe("bundleResultsSummary", () => {
  it("names destinations, months and themes in that order, a theme by the list, a bundle, or its id", () => {
    const values = {
      destinations: [{ id: "CUN", name: "Cancún" }],
      periods: [{ id: "2027-03", name: "marzo 2027" }],
      themeIds: ["1", "2", "9"],
    };
    const bundles = [
      {
        tematics: [
          { id: "2", name: "Nieve" },
          { id: "1", name: "Sol" },
        ],
      },
    ];
    expect(bundleResultsSummary(values, [{ id: "1", name: "Playa" }], bundles, ANY)).toBe(
      "Cancún · marzo 2027 · Playa · Nieve · 9",
    );
    expect(bundleResultsSummary({ destinations: [], periods: [], themeIds: [] }, [], bundles, ANY)).toBe(ANY);
  });

  test.prop([arbValues, arbThemes, arbThemes], { numRuns: 1000 })(
    "one name per chosen tag, in order: the list's name first, then a bundle's, then the id; none chosen says anyChoice",
    (values, themes, bundleThemes) => {
      const text = bundleResultsSummary(values, themes, [{ tematics: bundleThemes }], ANY);
      const count = values.destinations.length + values.periods.length + values.themeIds.length;
      if (count === 0) {
        expect(text).toBe(ANY);
        return;
      }
      const names = text.split(" · ");
      expect(names).toHaveLength(count);
      expect(names.slice(0, values.destinations.length)).toEqual(values.destinations.map((place) => place.name));
      const themeNames = names.slice(values.destinations.length + values.periods.length);
      values.themeIds.forEach((id, index) => {
        const expected =
          themes.find((theme) => theme.id === id)?.name ?? bundleThemes.find((theme) => theme.id === id)?.name ?? id;
        expect(themeNames[index]).toBe(expected);
      });
    },
  );
});

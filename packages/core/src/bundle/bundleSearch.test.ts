import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { bundleSuggestions, bundleThemeImagePath, bundleToggleOption, bundleToggleTheme } from "./bundleSearch.js";

const optionArb = fc.record({ id: fc.stringMatching(/^[1-9]$/), name: fc.string({ maxLength: 5 }) });

describe("bundle search", () => {
  test.prop([fc.array(fc.stringMatching(/^[1-5]$/), { maxLength: 30 })])(
    "theme toggling: each id at most once",
    (clicks) => {
      let themes: readonly string[] = [];
      for (const id of clicks) {
        const before = themes.includes(id);
        themes = bundleToggleTheme(themes, id);
        expect(themes.includes(id)).toBe(!before);
        expect(new Set(themes).size).toBe(themes.length);
      }
    },
  );
  test.prop([fc.array(optionArb, { maxLength: 30 })])("month and destination tags: each id at most once", (clicks) => {
    let options: ReturnType<typeof bundleToggleOption> = [];
    for (const option of clicks) options = bundleToggleOption(options, option);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
  });
  test.prop([fc.array(optionArb), fc.array(optionArb)])("suggestions: starred first, ids unique", (starred, all) => {
    const list = bundleSuggestions({ starred, all });
    expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    const firstPlain = list.findIndex((o) => !o.starred);
    if (firstPlain >= 0) expect(list.slice(firstPlain).every((o) => !o.starred)).toBe(true);
  });
  test("image path", () => {
    expect(bundleThemeImagePath("7")).toBe("img/paquetes/7.jpg");
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { bundleSuggestions, bundleThemeImagePath } from "./bundleSearch.js";

const optionArb = fc.record({ id: fc.stringMatching(/^[1-9]$/), name: fc.string({ maxLength: 5 }) });

describe("bundle search", () => {
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

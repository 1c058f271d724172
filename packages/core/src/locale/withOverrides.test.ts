import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { catalogEs, catalogEsFirst, catalogEsPages, isMessageKey, MESSAGE_KEYS, translateWith } from "./catalog.js";
import { withOverrides } from "./withOverrides.js";

describe("withOverrides", () => {
  test.prop(
    [
      fc.dictionary(fc.oneof(fc.constantFrom(...MESSAGE_KEYS), fc.string()), fc.oneof(fc.string(), fc.integer())),
      fc.constantFrom(...MESSAGE_KEYS),
    ],
    { numRuns: 1000 },
  )("takes known keys with string values, keeps every other text", (overrides, probe) => {
    const merged = withOverrides(catalogEs, overrides);
    expect(Object.keys(merged)).toHaveLength(MESSAGE_KEYS.length);
    for (const key of [probe, ...Object.keys(overrides).filter(isMessageKey)]) {
      const override = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
      expect(merged[key]).toBe(typeof override === "string" ? override : catalogEs[key]);
    }
    for (const key of Object.keys(overrides)) if (!isMessageKey(key)) expect(Object.hasOwn(merged, key)).toBe(false);
  });

  it("does not change the catalog it is given", () => {
    const merged = withOverrides(catalogEs, { "shell.search": "Buscá {what}" });
    expect(translateWith(merged, "es", "shell.search", { what: "hoteles" })).toBe("Buscá hoteles");
    expect(catalogEs["shell.search"]).toBe("Buscar");
  });

  test.prop([fc.dictionary(fc.constantFrom(...MESSAGE_KEYS), fc.string())], { numRuns: 1000 })(
    "over a part of a catalog, takes the part's keys only; over the whole, every one, as the parts merged after",
    (overrides) => {
      const first = withOverrides(catalogEsFirst, overrides);
      expect(Object.keys(first).sort()).toEqual(Object.keys(catalogEsFirst).sort());
      const whole = withOverrides(catalogEs, overrides);
      expect(whole).toEqual({ ...first, ...withOverrides(catalogEsPages, overrides) });
    },
  );
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locale/language.js";
import { BREAKPOINT_MEDIA } from "../shell/breakpoints.js";
import { HOME_BACKGROUND_DEVICES, homeBackgroundPath, homeBackgroundSources } from "./homeBackgroundSources.js";
import {
  defaultHomeBackground,
  HOME_BACKGROUND_PAGES,
  HOME_BACKGROUND_SLOTS,
  homeBackgroundKey,
  homeBackgroundTarget,
  parseHomeBackgroundKey,
} from "./homeBackgrounds.js";

const slot = fc.record({
  pageCode: fc.constantFrom(...HOME_BACKGROUND_PAGES),
  device: fc.constantFrom(...HOME_BACKGROUND_DEVICES),
  language: fc.constantFrom(...LANGUAGES),
});

describe("home background slots", () => {
  test.prop([slot], { numRuns: 1000 })("a slot's key and address read back as the slot", (value) => {
    expect(parseHomeBackgroundKey(homeBackgroundKey(value))).toEqual(value);
    expect(parseHomeBackgroundKey(homeBackgroundPath(value))).toEqual(value);
    expect(homeBackgroundPath(value)).toBe(`/images/home/${homeBackgroundKey(value)}`);
  });

  test.prop([fc.string({ maxLength: 40 })], { numRuns: 1000 })(
    "any other text is refused, or is exactly a slot's key",
    (text) => {
      const parsed = parseHomeBackgroundKey(text);
      if (parsed !== undefined) expect(homeBackgroundKey(parsed)).toBe(text.replace(/^\/images\/home\//, ""));
    },
  );

  it("refuses an unknown product, a phone, an unknown language and extra segments", () => {
    expect(parseHomeBackgroundKey("cruises/desktop/es")).toBeUndefined();
    expect(parseHomeBackgroundKey("hotels/mobile/es")).toBeUndefined();
    expect(parseHomeBackgroundKey("hotels/desktop/fr")).toBeUndefined();
    expect(parseHomeBackgroundKey("hotels/desktop/es/x")).toBeUndefined();
  });

  it("lists every product, device and language once: 8 boxes × 2 devices × 3 languages", () => {
    expect(HOME_BACKGROUND_SLOTS).toHaveLength(HOME_BACKGROUND_PAGES.length * 2 * 3);
    expect(new Set(HOME_BACKGROUND_SLOTS.map(homeBackgroundKey)).size).toBe(HOME_BACKGROUND_SLOTS.length);
  });

  test.prop([slot, fc.constantFrom("", "/images/uploads/0b9c6f1e-3d0a-4e39-9c2e-2f5b8a1d7c44.img")], {
    numRuns: 1000,
  })("a slot leads to its upload, else to its product's default for the device", (value, uploaded) => {
    const target = homeBackgroundTarget(value, uploaded);
    expect(target).toBe(uploaded === "" ? `/images/home/${value.pageCode}-${value.device}.svg` : uploaded);
    expect(defaultHomeBackground(value.pageCode, value.device)).toMatch(
      /^\/images\/home\/[a-zA-Z]+-(desktop|tablet)\.svg$/,
    );
  });
});

describe("homeBackgroundSources", () => {
  test.prop([slot], { numRuns: 1000 })(
    "names the desktop then the tablet address of the product and language, and nothing for phones",
    ({ pageCode, language }) => {
      const sources = homeBackgroundSources(pageCode, language);
      expect(sources.map((source) => parseHomeBackgroundKey(source.srcSet))).toEqual([
        { pageCode, device: "desktop", language },
        { pageCode, device: "tablet", language },
      ]);
      expect(sources[0]?.media).toBe(BREAKPOINT_MEDIA.desktop);
      expect(sources[1]?.media).toBe(`${BREAKPOINT_MEDIA.abovePhone} and ${BREAKPOINT_MEDIA.belowDesktop}`);
      expect(sources.some((source) => source.media.includes(BREAKPOINT_MEDIA.phone))).toBe(false);
    },
  );
});

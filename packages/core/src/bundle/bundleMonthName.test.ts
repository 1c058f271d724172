import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { bundleMonthName, parseBundleMonth } from "./bundleMonthName.js";

describe("bundleMonthName", () => {
  test.prop([fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 })], { numRuns: 1000 })(
    "reads back the year and month of every YYYY-MM id, and names it with the year",
    (year, month) => {
      const id = `${year}-${String(month).padStart(2, "0")}`;
      expect(parseBundleMonth(id)).toEqual(Result.succeed({ year, month }));
      for (const language of ["es", "en", "pt"] as const)
        expect(bundleMonthName(id, language)).toMatch(new RegExp(`^\\S+ ${year}$`));
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("any other text is a failure, shown as it came", (text) => {
    if (/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return;
    expect(Result.isFailure(parseBundleMonth(text))).toBe(true);
    expect(bundleMonthName(text, "es")).toBe(text);
  });

  it("names months in each language", () => {
    expect(bundleMonthName("2027-03", "es")).toBe("marzo 2027");
    expect(bundleMonthName("2027-03", "en")).toBe("March 2027");
  });
});

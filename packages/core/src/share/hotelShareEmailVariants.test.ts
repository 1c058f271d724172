import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelShareEmailVariants } from "./hotelShareEmailVariants.js";

describe("hotelShareEmailVariants", () => {
  it("offers the mail with the PDF only when the portal's mailIncludesPDF is on", () => {
    expect(hotelShareEmailVariants({ mailIncludesPDF: true })).toEqual({ plain: true, withPdf: true });
    expect(hotelShareEmailVariants({ mailIncludesPDF: false })).toEqual({ plain: true, withPdf: false });
    expect(hotelShareEmailVariants({})).toEqual({ plain: true, withPdf: false });
  });

  test.prop([fc.option(fc.boolean(), { nil: undefined })], { numRuns: 1000 })(
    "the plain mail is always offered; the PDF one exactly when the flag is true",
    (mailIncludesPDF) => {
      const variants = hotelShareEmailVariants(mailIncludesPDF === undefined ? {} : { mailIncludesPDF });
      expect(variants.plain).toBe(true);
      expect(variants.withPdf).toBe(mailIncludesPDF === true);
    },
  );
});

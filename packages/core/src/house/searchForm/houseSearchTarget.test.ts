import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { formatDestinationId } from "../../routes/destinationId.js";
import { buildFindHash, parseFindHash } from "../../routes/findHashRoute.js";
import { arbDestinationId, arbText } from "../../routes/test/arbitraries.js";
import { houseSearchTarget } from "./houseSearchTarget.js";
import { houseSearchValuesFromResultsUrl } from "./houseSearchValuesFromResultsUrl.js";

const arbValues = fc.record({
  destinationId: arbDestinationId.map(formatDestinationId),
  destinationName: fc.oneof(arbText, fc.constantFrom("Mar del Plata", "", "-", "..", "São Paulo")),
  checkIn: arbNearCalendarDate.map(String),
  checkOut: arbNearCalendarDate.map(String),
  passengers: fc.integer({ min: 1, max: 20 }),
});

describe("houseSearchTarget", () => {
  test.prop([arbValues], { numRuns: 1000 })(
    "the house results URL a submit writes reads back as the same values, any name included",
    (values) => {
      const target = houseSearchTarget(values);
      if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("expected a URL");
      expect(target.success.url.startsWith("/house/results/")).toBe(true);
      expect(houseSearchValuesFromResultsUrl(target.success.url)).toEqual(values);
    },
  );

  it("keeps 'Mar del Plata' (the find-house hash would read it back as 'Mardel Plata')", () => {
    const values = {
      destinationId: "MDQ",
      destinationName: "Mar del Plata",
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      passengers: 4,
    };
    expect(houseSearchTarget(values)).toEqual(
      Result.succeed({ _tag: "Navigate", url: "/house/results/Mar%20del%20Plata/MDQ/2026-12-01/2026-12-08/4-0" }),
    );
    const hash = buildFindHash({ product: "house", destinationName: "Mar del Plata", destinationId: "MDQ" });
    expect(Result.map(parseFindHash(hash), (route) => route.destinationName)).toEqual(Result.succeed("Mardel Plata"));
  });

  it("refuses a bad destination or date on its field", () => {
    const values = { destinationId: "7", destinationName: "Roma", checkIn: "2026-12-01", checkOut: "", passengers: 2 };
    expect(houseSearchTarget(values)).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "checkOut", key: "forms.dateInvalid" }),
    );
    expect(houseSearchTarget({ ...values, destinationId: "" })).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "destinationId", key: "forms.homeDestinationRequired" }),
    );
  });

  test.prop([fc.string({ maxLength: 80 })], { numRuns: 1000 })("reading any URL never throws", (text) => {
    expect(() => houseSearchValuesFromResultsUrl(text)).not.toThrow();
    expect(() => houseSearchValuesFromResultsUrl(`/house/results/${text}`)).not.toThrow();
  });

  it("reads children as guests and ignores other URLs", () => {
    expect(houseSearchValuesFromResultsUrl("/house/results/Roma/ROM/2027-01-10/2027-01-20/2-1:6")?.passengers).toBe(3);
    expect(houseSearchValuesFromResultsUrl("/hotel/results/ROM/2027-01-10/2027-01-20/2-0")).toBeUndefined();
  });
});

import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { arbRouteRoom } from "../routes/test/arbitraries.js";
import { arbTransferFilters, arbTransferOption } from "./test/arbitraries.js";
import {
  applyTransferPriceRange,
  transferFilterSections,
  transferFiltersToggled,
  transferPriceBoundText,
} from "./transferFilterPanel.js";
import { filterTransferOptions, TRANSFER_FILTERS_NONE, transferFilterCounts } from "./transferFilters.js";

describe("transfer filter panel", () => {
  test.prop([fc.array(arbTransferOption, { maxLength: 20 }), arbTransferFilters, arbRouteRoom], { numRuns: 1000 })(
    "ticking a choice shows as many offers as its count said",
    (options, filters, party) => {
      for (const section of transferFilterSections(transferFilterCounts(options, filters, party), filters)) {
        for (const option of section.choices) {
          if (option.count === null || option.selected) continue;
          const base = section.type === "checkbox" ? { ...filters, [section.facet]: [] } : filters;
          const next = { ...base, ...transferFiltersToggled(base, section.facet, option.code, true) };
          expect(filterTransferOptions(options, next, "price", party)).toHaveLength(option.count);
        }
      }
    },
  );

  it("toggles checkboxes and sets the luggage minimum", () => {
    const on = transferFiltersToggled(TRANSFER_FILTERS_NONE, "serviceTypes", "private", true);
    expect(on).toEqual({ serviceTypes: ["private"] });
    expect(transferFiltersToggled({ ...TRANSFER_FILTERS_NONE, ...on }, "serviceTypes", "private", false)).toEqual({
      serviceTypes: [],
    });
    expect(transferFiltersToggled(TRANSFER_FILTERS_NONE, "minLuggage", "4", true)).toEqual({ minLuggage: 4 });
    expect(transferFiltersToggled(TRANSFER_FILTERS_NONE, "minLuggage", "", true)).toEqual({ minLuggage: null });
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 })], { numRuns: 1000 })(
    "a bound written in the box applies back to the same minor units",
    (minor) => {
      const text = transferPriceBoundText(minor, "USD");
      expect(applyTransferPriceRange({ minimum: text, maximum: "" }, "USD")).toEqual(
        Result.succeed({ priceMin: minor, priceMax: null }),
      );
    },
  );

  it("names the failing box", () => {
    const applied = applyTransferPriceRange({ minimum: "abc", maximum: "" }, "USD");
    expect(Result.isFailure(applied) && applied.failure.map((issue) => issue.path[0])).toEqual(["minimum"]);
  });
});

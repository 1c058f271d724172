import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { budgetAddProductIssues } from "../budget/budgetFieldLimits.js";
import { formatRoom } from "../occupancy/occupancy.js";
import { arbTransferOption, arbTransferSearch } from "./test/arbitraries.js";
import { transferBudgetParameters, transferSearchOfBudgetItem } from "./transferBudgetItem.js";
import { buildTransferSearchUrl, parseTransferSearchUrl } from "./transferResultsUrl.js";

describe("transfer budget item", () => {
  test.prop([arbTransferSearch, fc.option(arbTransferOption, { nil: undefined })], { numRuns: 1000 })(
    "the add's parameters and occupancy give the search back, the same the search's URL gives",
    (search, option) => {
      const parameters = transferBudgetParameters(search, option);
      const read = transferSearchOfBudgetItem(parameters, formatRoom(search.passengers));
      expect(read).toEqual(Result.succeed(search));
      expect(read).toEqual(parseTransferSearchUrl(buildTransferSearchUrl(search)));
    },
  );

  test.prop([arbTransferSearch, arbTransferOption, fc.string({ minLength: 101, maxLength: 300 })], { numRuns: 1000 })(
    "the parameters fit the budget's limits, a long name cut to whole characters",
    (search, option, longName) => {
      const parameters = transferBudgetParameters({ ...search, to: { ...search.to, name: longName } }, option);
      const issues = budgetAddProductIssues({
        product: "transfer",
        rateId: option.id,
        budgetId: "",
        parameters,
        occupancy: formatRoom(search.passengers),
      });
      expect(issues.filter((issue) => issue.field !== "parameters.from" && issue.field !== "parameters.to")).toEqual(
        [],
      );
      expect(longName.startsWith(parameters.toName ?? "")).toBe(true);
      expect(parameters.toName?.length).toBeGreaterThan(97);
    },
  );

  test.prop([arbTransferSearch, fc.string(), fc.string()], { numRuns: 1000 })(
    "dates and luggage are read as core writes them, nothing else",
    (search, dates, luggage) => {
      const parameters = { ...transferBudgetParameters(search), dates, luggage };
      const read = transferSearchOfBudgetItem(parameters, formatRoom(search.passengers));
      const written = /^\d{4}-\d{2}-\d{2}T\d{4}(;\d{4}-\d{2}-\d{2}T\d{4})?$/.test(dates) && /^\d+$/.test(luggage);
      if (!written) expect(Result.isFailure(read)).toBe(true);
      if (Result.isSuccess(read)) expect(transferBudgetParameters(read.success)).toMatchObject({ dates });
    },
  );

  test.prop([fc.dictionary(fc.string(), fc.string()), fc.string()], { numRuns: 1000 })(
    "junk parameters never throw",
    (parameters, occupancy) => {
      expect(() => transferSearchOfBudgetItem(parameters, occupancy)).not.toThrow();
    },
  );

  it("refuses parameters without an end, and names each end by its code when the item has no names", () => {
    expect(Result.isFailure(transferSearchOfBudgetItem({ dates: "2027-01-01T1000", luggage: "1" }, "2-0"))).toBe(true);
    const read = transferSearchOfBudgetItem(
      { fromKind: "airport", from: "EZE", toKind: "city", to: "BUE", dates: "2027-01-01T1000", luggage: "1" },
      "2-1:5",
    );
    expect(read).toEqual(
      Result.succeed({
        from: { kind: "airport", code: "EZE", name: "EZE" },
        to: { kind: "city", code: "BUE", name: "BUE" },
        outbound: { date: "2027-01-01", time: "10:00" },
        inbound: null,
        passengers: { adults: 2, children: 1, ages: [5] },
        luggage: 1,
      }),
    );
  });
});

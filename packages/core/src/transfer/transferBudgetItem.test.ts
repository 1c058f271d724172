import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { formatRoom } from "../occupancy/occupancy.js";
import { arbTransferSearch } from "./test/arbitraries.js";
import { transferBudgetParameters, transferSearchOfBudgetItem } from "./transferBudgetItem.js";

describe("transfer budget item", () => {
  test.prop([arbTransferSearch], { numRuns: 1000 })(
    "the add's parameters and occupancy give the search back, each end named by its code",
    (search) => {
      const read = transferSearchOfBudgetItem(transferBudgetParameters(search), formatRoom(search.passengers));
      expect(read).toEqual(
        Result.succeed({
          ...search,
          from: { ...search.from, name: search.from.code },
          to: { ...search.to, name: search.to.code },
        }),
      );
    },
  );

  test.prop([fc.dictionary(fc.string(), fc.string()), fc.string()], { numRuns: 1000 })(
    "junk parameters never throw",
    (parameters, occupancy) => {
      expect(() => transferSearchOfBudgetItem(parameters, occupancy)).not.toThrow();
    },
  );

  it("refuses parameters without an end", () => {
    expect(Result.isFailure(transferSearchOfBudgetItem({ dates: "2027-01-01T1000", luggage: "1" }, "2-0"))).toBe(true);
  });
});

import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { FLIGHT_PASSENGER_LIMITS } from "../flight/searchForm/flightSearchForm.js";
import { formatOccupancy, HOME_FORM_LIMITS } from "../occupancy/occupancy.js";
import { arbOccupancy } from "../validation/test/arbitraries.js";
import { budgetOccupancy } from "./budgetOccupancy.js";

const reasonOf = (product: string, text: string) => {
  const read = budgetOccupancy(product, text);
  return Result.isFailure(read) ? read.failure.reason : null;
};

describe("budgetOccupancy", () => {
  it("refuses text that is not the occupancy grammar", () => {
    for (const text of ["-5--9:abc", "99999-0", "", "2-0,", "two adults", "2-1:5:6"]) {
      expect(reasonOf("hotel", text)).not.toBeNull();
    }
  });

  it("refuses rooms out of the search form's limits, saying which", () => {
    expect(reasonOf("hotel", "0-0")).toBe("room 1 adults must be 1 to 9");
    expect(reasonOf("hotel", "2-5:1-2-3-4-5")).toBe("room 1 children must be 0 to 4");
    expect(reasonOf("hotel", "2-0,2-2:5")).toBe("room 2 needs one age per child");
    expect(reasonOf("hotel", "2-1:18")).toBe("room 1 child 1: ages are 0 to 17, one per child");
    expect(reasonOf("hotel", Array.from({ length: 10 }, () => "1-0").join(","))).toBe("rooms must be 1 to 9");
    expect(reasonOf("flight", "2-0,1-0")).toBe("rooms must be 1 to 1");
    expect(reasonOf("house", "12-9:1-2-3-4-5-6-7-8-9")).toBe("at most 20 guests");
  });

  it("takes a house party of up to 20 guests, more adults than a hotel room holds", () => {
    expect(budgetOccupancy("house", "20-0")).toEqual(Result.succeed([{ adults: 20, children: 0, ages: [] }]));
    expect(reasonOf("hotel", "20-0")).toBe("room 1 adults must be 1 to 9");
  });

  it("reads an activity's or transfer's bare adult count, and nothing else as one", () => {
    expect(budgetOccupancy("activity", "2")).toEqual(Result.succeed([{ adults: 2, children: 0, ages: [] }]));
    expect(budgetOccupancy("transfer", "3-1:4")).toEqual(Result.succeed([{ adults: 3, children: 1, ages: [4] }]));
    expect(reasonOf("activity", "0")).toBe("room 1 adults must be 1 to 9");
    expect(reasonOf("hotel", "2")).not.toBeNull();
  });

  test.prop([arbOccupancy(HOME_FORM_LIMITS)], { numRuns: 1000 })(
    "reads back every hotel occupancy the search forms allow",
    (rooms) => {
      expect(budgetOccupancy("hotel", formatOccupancy(rooms))).toEqual(Result.succeed(rooms));
    },
  );

  test.prop([arbOccupancy(FLIGHT_PASSENGER_LIMITS)], { numRuns: 1000 })(
    "reads back every flight party the flight form allows",
    (party) => {
      expect(budgetOccupancy("flight", formatOccupancy(party))).toEqual(Result.succeed(party));
    },
  );

  test.prop([fc.constantFrom("hotel", "house", "flight", "flightHotel", "activity"), fc.string({ maxLength: 40 })], {
    numRuns: 1000,
  })("never throws, and what it accepts reads back the same once formatted", (product, text) => {
    const read = budgetOccupancy(product, text);
    if (Result.isSuccess(read)) expect(budgetOccupancy(product, formatOccupancy(read.success))).toEqual(read);
  });
});

import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect } from "vitest";
import { budgetOccupancy } from "../budget/budgetOccupancy.js";
import { circuitBudgetItem, circuitRoomsOfBudgetItem } from "./circuitBudgetItem.js";
import { CIRCUIT_ROOM_CAPACITY, CIRCUIT_ROOM_CODES } from "./circuitCodes.js";
import { arbCircuitMonth } from "./test/arbitraries.js";

describe("circuit budget item", () => {
  test.prop(
    [
      fc.stringMatching(/^C\d{1,3}$/),
      arbCircuitMonth,
      fc.integer({ min: 1, max: 28 }),
      fc.array(fc.constantFrom(...CIRCUIT_ROOM_CODES), { minLength: 1, maxLength: 5 }),
    ],
    { numRuns: 1000 },
  )(
    "carries the departure and the rooms, which read back, and an occupancy the budget accepts",
    (id, month, day, rooms) => {
      const date = `${month}-${String(day).padStart(2, "0")}`;
      const item = circuitBudgetItem(id, date, rooms);
      expect(item.rateId).toBe(`${id}:${date.replaceAll("-", "")}`);
      expect(circuitRoomsOfBudgetItem(item.parameters)).toEqual(Result.succeed(rooms));
      const occupancy = budgetOccupancy(item.product, item.occupancy);
      expect(Result.isSuccess(occupancy) && occupancy.success.map((room) => room.adults)).toEqual(
        rooms.map((code) => CIRCUIT_ROOM_CAPACITY[code]),
      );
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("rooms that are not room types are refused", (text) => {
    fc.pre(!text.split(",").every((code) => (CIRCUIT_ROOM_CODES as readonly string[]).includes(code)));
    expect(Result.isFailure(circuitRoomsOfBudgetItem({ rooms: text }))).toBe(true);
  });
});

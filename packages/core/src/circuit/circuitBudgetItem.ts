import * as Result from "effect/Result";
import { BUDGET_FIELD_LIMITS } from "../budget/budgetFieldLimits.js";
import { formatOccupancy } from "../occupancy/occupancy.js";
import { CIRCUIT_ROOM_CAPACITY, CIRCUIT_ROOM_CODES, type CircuitRoomCode } from "./circuitCodes.js";

/** The budget product type of a circuit (`POST api/budget/addProduct` `product`). */
export const CIRCUIT_BUDGET_PRODUCT = "circuit";

/** What a circuit's add to a budget sends. */
export interface CircuitBudgetItem {
  readonly product: typeof CIRCUIT_BUDGET_PRODUCT;
  /** `{circuitId}:{YYYYMMDD}`: the circuit and its departure. */
  readonly rateId: string;
  /** One room a type, as core's occupancy writes rooms: `2-0,1-0` is a double and a single. */
  readonly occupancy: string;
  /**
   * `rooms`: each room's type in room order, joined by `,`; `date`: the departure as `YYYYMMDD`; `name`, when given:
   * the circuit's name as the agent read it (cut to the budget's 100 characters), for the budget's card.
   */
  readonly parameters: { readonly rooms: string; readonly date: string; readonly name?: string };
}

/**
 * The budget item of a departure for the rooms chosen.
 *
 * @example circuitBudgetItem("C1", "2027-05-04", ["double", "single"]) // { product: "circuit", rateId: "C1:20270504", occupancy: "2-0,1-0", parameters: { rooms: "double,single", date: "20270504" } }
 */
export const circuitBudgetItem = (
  circuitId: string,
  departureDate: string,
  rooms: readonly CircuitRoomCode[],
  name?: string,
): CircuitBudgetItem => {
  const date = departureDate.replaceAll("-", "");
  return {
    product: CIRCUIT_BUDGET_PRODUCT,
    rateId: `${circuitId}:${date}`,
    occupancy: formatOccupancy(rooms.map((code) => ({ adults: CIRCUIT_ROOM_CAPACITY[code], children: 0, ages: [] }))),
    parameters: {
      rooms: rooms.join(","),
      date,
      ...(name === undefined || name === "" ? {} : { name: name.slice(0, BUDGET_FIELD_LIMITS.parameterValue) }),
    },
  };
};

/**
 * Reads the rooms a circuit's budget item carries (its `rooms` parameter). Never throws.
 *
 * @example circuitRoomsOfBudgetItem({ rooms: "double,single" }) // Success(["double", "single"])
 */
export const circuitRoomsOfBudgetItem = (
  parameters: Readonly<Record<string, string>>,
): Result.Result<CircuitRoomCode[], string> => {
  const codes = (parameters.rooms ?? "").split(",");
  return codes.every((code) => (CIRCUIT_ROOM_CODES as readonly string[]).includes(code))
    ? Result.succeed(codes as CircuitRoomCode[])
    : Result.fail("expected room types joined by ','");
};

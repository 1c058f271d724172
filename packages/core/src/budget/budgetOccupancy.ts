import * as Result from "effect/Result";
import { FLIGHT_PASSENGER_LIMITS } from "../flight/searchForm/flightSearchForm.js";
import { HOUSE_PASSENGER_LIMITS } from "../house/searchForm/houseSearchForm.js";
import {
  HOME_FORM_LIMITS,
  type Occupancy,
  type OccupancyIssue,
  type OccupancyLimits,
  parseOccupancy,
  validateOccupancy,
} from "../occupancy/occupancy.js";

/** Why a budget product's occupancy is refused, in English for the 400 reply. */
export interface BudgetOccupancyError {
  readonly _tag: "BudgetOccupancyError";
  readonly reason: string;
}

/** A house takes one party of 1–20 guests (spec 001 §3 "House search: passengers"), at least one of them adult. */
const HOUSE_LIMITS: OccupancyLimits = {
  rooms: { min: 1, max: 1 },
  adults: { min: 1, max: HOUSE_PASSENGER_LIMITS.max },
  children: { min: 0, max: HOUSE_PASSENGER_LIMITS.max - 1 },
  age: HOME_FORM_LIMITS.age,
};

/** Activities and transfers take one party; their children travel in `parameters` (spec 000 §3). */
const PARTY_LIMITS: OccupancyLimits = { ...HOME_FORM_LIMITS, rooms: { min: 1, max: 1 } };

/** Products whose occupancy may be a bare adult count (`"2"`), their children being in `parameters`. */
const PARTY_PRODUCTS: ReadonlySet<string> = new Set(["activity", "transfer"]);

/**
 * The occupancy rules each budget product was searched with: rooms for hotels, packages and bundles (the home form,
 * spec 001 §5), one party of passengers for flights (spec 002 §5), houses, activities and transfers.
 */
const limitsOf = (product: string): OccupancyLimits =>
  product === "flight"
    ? FLIGHT_PASSENGER_LIMITS
    : product === "house"
      ? HOUSE_LIMITS
      : PARTY_PRODUCTS.has(product)
        ? PARTY_LIMITS
        : HOME_FORM_LIMITS;

const describe = (issue: OccupancyIssue, limits: OccupancyLimits): string => {
  const [room, , child] = issue.path;
  const where = typeof room === "number" ? `room ${room + 1} ` : "";
  switch (issue.key) {
    case "occupancy.roomsOutOfRange":
      return `rooms must be ${limits.rooms.min} to ${limits.rooms.max}`;
    case "occupancy.adultsOutOfRange":
      return `${where}adults must be ${limits.adults.min} to ${limits.adults.max}`;
    case "occupancy.childrenOutOfRange":
      return `${where}children must be ${limits.children.min} to ${limits.children.max}`;
    case "occupancy.childAgeRequired":
      return `${where}needs one age per child`;
    case "occupancy.childAgeOutOfRange":
      return typeof child === "number" && child >= 0
        ? `${where}child ${child + 1}: ages are ${limits.age.min} to ${limits.age.max}, one per child`
        : `${where}ages are ${limits.age.min} to ${limits.age.max}, one per child`;
  }
};

/**
 * Reads and checks the `occupancy` of an add-product payload (spec 000 §3) with core's occupancy grammar and the
 * limits of the search the product came from; a house's party also holds at most
 * {@link HOUSE_PASSENGER_LIMITS}`.max` guests in all, and an activity's or transfer's may be a bare adult count.
 *
 * @example budgetOccupancy("hotel", "2-1:5,1-0") // Success([{ adults: 2, children: 1, ages: [5] }, { adults: 1, children: 0, ages: [] }])
 * @example budgetOccupancy("hotel", "99999-0") // Failure({ reason: "room 1 \"99999-0\" is not adults-children[:age-age…]" })
 * @example budgetOccupancy("flight", "2-0,2-0") // Failure({ reason: "rooms must be 1 to 1" })
 * @example budgetOccupancy("activity", "2") // Success([{ adults: 2, children: 0, ages: [] }])
 */
export const budgetOccupancy = (product: string, text: string): Result.Result<Occupancy, BudgetOccupancyError> => {
  const parsed = parseOccupancy(PARTY_PRODUCTS.has(product) && /^\d{1,2}$/.test(text) ? `${text}-0` : text);
  if (Result.isFailure(parsed)) return Result.fail({ _tag: "BudgetOccupancyError", reason: parsed.failure.reason });
  const limits = limitsOf(product);
  const issue = validateOccupancy(parsed.success, limits)[0];
  if (issue !== undefined) return Result.fail({ _tag: "BudgetOccupancyError", reason: describe(issue, limits) });
  const guests = parsed.success.reduce((sum, room) => sum + room.adults + room.children, 0);
  if (product === "house" && guests > HOUSE_PASSENGER_LIMITS.max) {
    return Result.fail({ _tag: "BudgetOccupancyError", reason: `at most ${HOUSE_PASSENGER_LIMITS.max} guests` });
  }
  return Result.succeed(parsed.success);
};

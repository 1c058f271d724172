import * as Result from "effect/Result";
import { isRecord } from "../internal/outsideInput.js";
import { type AdminIssue, adminIssue } from "./adminIssue.js";

/** The longest airline name, in characters (ours). */
export const AIRLINE_NAME_MAX = 60;

/** An airline as the back office lists it (spec 000 §3 "Airline: name, carrierId"), with the seed's name. */
export interface AdminAirline {
  readonly carrierId: string;
  readonly name: string;
  /** The name before any administrator changed it. */
  readonly seedName: string;
  /** The uploaded logo's address, "" when none. */
  readonly logo: string;
}

/** An airline's new name as an administrator sends it ("" gives the seed's name back). */
export interface AirlineNameEdit {
  readonly name: string;
}

/**
 * Reads an airline's name from outside: trimmed, inner runs of spaces made one, 2 to {@link AIRLINE_NAME_MAX}
 * characters, or empty (the seed's name again).
 *
 * @example validateAirlineName({ name: "  Aerolíneas   Argentinas " }) // Result.succeed({ name: "Aerolíneas Argentinas" })
 */
export const validateAirlineName = (input: unknown): Result.Result<AirlineNameEdit, readonly AdminIssue[]> => {
  const raw = isRecord(input) ? input.name : undefined;
  if (typeof raw !== "string")
    return Result.fail([adminIssue("name", "admin.airlines.issue.name", { max: AIRLINE_NAME_MAX })]);
  const name = raw.trim().replace(/\s+/g, " ");
  const length = [...name].length;
  if (name !== "" && (length < 2 || length > AIRLINE_NAME_MAX))
    return Result.fail([adminIssue("name", "admin.airlines.issue.name", { max: AIRLINE_NAME_MAX })]);
  return Result.succeed({ name });
};

/** The name an airline shows: the saved one, else the seed's. */
export const airlineName = (seedName: string, saved: string | undefined): string =>
  saved === undefined || saved === "" ? seedName : saved;

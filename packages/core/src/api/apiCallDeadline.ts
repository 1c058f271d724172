import * as Result from "effect/Result";

/**
 * How long one API call may take, reply headers and body, before the portal gives up on it: the portal's server
 * answers 504 to the browser and aborts its call to the booking API, and the browser's transport aborts its own
 * request, so that a stuck booking API ends every page in its failure state with a retry instead of a spinner.
 *
 * One value for both sides, so that a page never waits longer than the server would. 20 s: well past what a
 * search of the demo takes on a loaded machine (a few seconds), and below the progressive search's 25 s budget
 * (`PROGRESSIVE_SEARCH_BUDGET_MS`), so that one stuck poll ends inside the search's own budget. The realtime event
 * stream (`/api/events`) is long-lived by design: the deadline covers its reply headers only.
 */
export const API_CALL_DEADLINE_MS = 20_000;

/** The shortest and longest deadline a setting may give (1 s; 10 minutes). */
export const API_CALL_DEADLINE_RANGE_MS = { min: 1_000, max: 600_000 } as const;

/**
 * Reads a deadline setting in milliseconds (the portal server's `TRAVESIA_API_DEADLINE_MS`): unset or blank gives
 * {@link API_CALL_DEADLINE_MS}; a whole number of milliseconds within {@link API_CALL_DEADLINE_RANGE_MS} gives
 * itself; anything else is refused with a reason.
 *
 * @example parseApiCallDeadline(undefined) // Result.succeed(20000)
 * @example parseApiCallDeadline("30000") // Result.succeed(30000)
 * @example parseApiCallDeadline("30s") // Result.fail("… a whole number of milliseconds …")
 */
export const parseApiCallDeadline = (setting: string | undefined): Result.Result<number, string> => {
  const text = setting?.trim() ?? "";
  if (text === "") return Result.succeed(API_CALL_DEADLINE_MS);
  const { min, max } = API_CALL_DEADLINE_RANGE_MS;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) && value >= min && value <= max
    ? Result.succeed(value)
    : Result.fail(`the API call deadline must be a whole number of milliseconds from ${min} to ${max}, not "${text}"`);
};

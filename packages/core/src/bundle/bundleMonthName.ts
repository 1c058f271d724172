import * as Result from "effect/Result";
import { SUMMARY_MONTH_NAMES } from "../dates/summaryDate.js";
import { shownInput } from "../internal/outsideInput.js";
import type { Language } from "../locale/language.js";

/** A bundle month id that is not `YYYY-MM`. */
export interface BundleMonthError {
  readonly _tag: "BundleMonthError";
  readonly input: string;
}

const MONTH_ID = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Reads a bundle month id (`YYYY-MM`, the bundle form's search[period_ids] and the replies' `months`).
 *
 * @example parseBundleMonth("2027-03") // Success({ year: 2027, month: 3 })
 */
export const parseBundleMonth = (
  input: string,
): Result.Result<{ readonly year: number; readonly month: number }, BundleMonthError> => {
  if (typeof input !== "string") return Result.fail({ _tag: "BundleMonthError", input: shownInput(input) });
  const match = MONTH_ID.exec(input);
  return match === null
    ? Result.fail({ _tag: "BundleMonthError", input })
    : Result.succeed({ year: Number(match[1]), month: Number(match[2]) });
};

/**
 * A bundle month as the grid and the tags show it: the month's name and the year ("marzo 2027", "March 2027"); an id
 * that is not `YYYY-MM` is shown as it came.
 *
 * @example bundleMonthName("2027-03", "es") // "marzo 2027"
 */
export const bundleMonthName = (input: string, language: Language): string => {
  const parsed = parseBundleMonth(input);
  if (Result.isFailure(parsed)) return input;
  return `${SUMMARY_MONTH_NAMES[language][parsed.success.month - 1]} ${parsed.success.year}`;
};

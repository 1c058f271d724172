import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { PROGRESSIVE_SEARCH_BUDGET_MS, PROGRESSIVE_SEARCH_POLL_INTERVAL_MS } from "../search/progressiveSearch.js";
import { API_CALL_DEADLINE_MS, API_CALL_DEADLINE_RANGE_MS, parseApiCallDeadline } from "./apiCallDeadline.js";

const { min, max } = API_CALL_DEADLINE_RANGE_MS;

describe("API_CALL_DEADLINE_MS", () => {
  it("ends a stuck poll inside the progressive search's own budget, and leaves a poll time to answer", () => {
    expect(API_CALL_DEADLINE_MS).toBeLessThan(PROGRESSIVE_SEARCH_BUDGET_MS);
    expect(API_CALL_DEADLINE_MS).toBeGreaterThan(PROGRESSIVE_SEARCH_POLL_INTERVAL_MS);
    expect(parseApiCallDeadline(String(API_CALL_DEADLINE_MS))).toEqual(Result.succeed(API_CALL_DEADLINE_MS));
  });
});

describe("parseApiCallDeadline", () => {
  test.prop([fc.constantFrom(undefined, "", " ", "\t\n")], { numRuns: 1_000 })(
    "gives the default when unset",
    (blank) => {
      expect(parseApiCallDeadline(blank)).toEqual(Result.succeed(API_CALL_DEADLINE_MS));
    },
  );

  test.prop([fc.integer({ min, max }), fc.constantFrom("", " ")], { numRuns: 1_000 })(
    "reads a whole number of milliseconds within the range, spaces around it allowed",
    (ms, pad) => {
      expect(parseApiCallDeadline(`${pad}${ms}${pad}`)).toEqual(Result.succeed(ms));
    },
  );

  test.prop([fc.oneof(fc.integer({ max: min - 1 }), fc.integer({ min: max + 1 }))], { numRuns: 1_000 })(
    "refuses a number outside the range",
    (ms) => {
      expect(Result.isFailure(parseApiCallDeadline(String(ms)))).toBe(true);
    },
  );

  test.prop([fc.string().filter((text) => !/^\s*\d+\s*$/.test(text) && text.trim() !== "")], { numRuns: 1_000 })(
    "refuses anything that is not a whole number, saying what it read",
    (text) => {
      const parsed = parseApiCallDeadline(text);
      expect(Result.isFailure(parsed)).toBe(true);
      if (Result.isFailure(parsed)) expect(parsed.failure).toContain(text.trim());
    },
  );
});

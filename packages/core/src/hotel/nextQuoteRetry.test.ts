import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { nextQuoteRetry, QUOTE_MAX_RETRIES, QUOTE_RETRY_DELAY_MS } from "./nextQuoteRetry.js";

describe("nextQuoteRetry", () => {
  it("retries 3 times, 1 s apart, never after a 500", () => {
    expect([1, 2, 3, 4].map((attempt) => nextQuoteRetry(attempt, 503))).toEqual([1000, 1000, 1000, undefined]);
    expect(nextQuoteRetry(1, 500)).toBeUndefined();
    expect(nextQuoteRetry(1, undefined)).toBe(1000);
    expect(nextQuoteRetry(0, 404)).toBeUndefined();
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 599 }), { minLength: 1, maxLength: 10 })], { numRuns: 1000 })(
    "a run of failures makes at most 1 + 3 calls and stops at the first 500",
    (statuses) => {
      let calls = 0;
      for (const status of statuses) {
        calls += 1;
        const delay = nextQuoteRetry(calls, status);
        if (delay === undefined) break;
        expect(delay).toBe(QUOTE_RETRY_DELAY_MS);
        expect(status).not.toBe(500);
      }
      expect(calls).toBeLessThanOrEqual(1 + QUOTE_MAX_RETRIES);
      const first500 = statuses.indexOf(500);
      if (first500 >= 0 && first500 < 1 + QUOTE_MAX_RETRIES) expect(calls).toBeLessThanOrEqual(first500 + 1);
    },
  );
});

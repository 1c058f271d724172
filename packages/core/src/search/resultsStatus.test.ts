import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { type ResultsStatusFacts, resultsStatus } from "./resultsStatus.js";

const facts: fc.Arbitrary<ResultsStatusFacts> = fc.record({
  valid: fc.boolean(),
  failed: fc.boolean(),
  count: fc.option(fc.nat({ max: 10_000 }), { nil: null }),
  pending: fc.boolean(),
});

describe("resultsStatus", () => {
  test.prop([facts], { numRuns: 1000 })("a URL that does not read is invalid, whatever else is known", (known) => {
    expect(resultsStatus(known) === "invalid").toBe(!known.valid);
  });
  test.prop([facts], { numRuns: 1000 })("a failed search of a good URL is an error, even over a reply", (known) => {
    expect(resultsStatus(known) === "error").toBe(known.valid && known.failed);
  });
  test.prop([facts], { numRuns: 1000 })("loading is exactly a good URL, no failure and no reply yet", (known) => {
    expect(resultsStatus(known) === "loading").toBe(known.valid && !known.failed && known.count === null);
  });
  test.prop([facts], { numRuns: 1000 })("empty is a reply with no result once nothing more is pending", (known) => {
    expect(resultsStatus(known) === "empty").toBe(known.valid && !known.failed && known.count === 0 && !known.pending);
  });
  test.prop([facts], { numRuns: 1000 })("results shown, or still coming, are ready", (known) => {
    const ready = known.valid && !known.failed && known.count !== null && (known.count > 0 || known.pending);
    expect(resultsStatus(known) === "ready").toBe(ready);
  });
  test("a progressive search with nothing yet stays ready (skeletons), then is empty when it completes", () => {
    const polling = { valid: true, failed: false, count: 0, pending: true } as const;
    expect(resultsStatus(polling)).toBe("ready");
    expect(resultsStatus({ ...polling, pending: false })).toBe("empty");
  });
});

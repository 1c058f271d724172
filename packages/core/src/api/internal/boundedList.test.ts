import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect } from "vitest";
import { decodeWith } from "../decode.js";
import { SUGGESTION_LIST_LIMIT } from "../listLimits.js";
import { LocationSuggestion, LocationsReply } from "../locations.js";
import { boundedList } from "./boundedList.js";

const suggestion = fc.record({ label: fc.string(), value: fc.string(), type: fc.string() });

describe("boundedList", () => {
  test.prop([fc.array(suggestion, { maxLength: 200 }), fc.nat({ max: 120 })], { numRuns: 1000 })(
    "keeps the first `limit` elements of any list, in order, decoded",
    (list, limit) => {
      expect(decodeWith(boundedList(LocationSuggestion, limit))(list)).toEqual(Result.succeed(list.slice(0, limit)));
    },
  );

  test.prop([fc.array(suggestion, { minLength: 1, maxLength: 20 }), fc.nat({ max: 19 })], { numRuns: 1000 })(
    "a bad element it keeps fails with its index in the path; one past the limit is never read",
    (list, at) => {
      const index = at % list.length;
      const spoiled = list.map((item, i) => (i === index ? { ...item, label: 7 } : item));
      const kept = decodeWith(boundedList(LocationSuggestion, index + 1))(spoiled);
      expect(Result.isFailure(kept) && kept.failure.path).toEqual([index, "label"]);
      expect(Result.isSuccess(decodeWith(boundedList(LocationSuggestion, index))(spoiled))).toBe(true);
    },
  );

  test.prop([fc.anything().filter((value) => !Array.isArray(value))], { numRuns: 1000 })(
    "anything that is not a list fails as a list would",
    (junk) => {
      expect(Result.isFailure(decodeWith(boundedList(LocationSuggestion, 5))(junk))).toBe(true);
    },
  );

  test("a flooded autocomplete reply (10,000 suggestions) is read for its first 50 only", () => {
    const flood = Array.from({ length: 10_000 }, (_, i) => ({ label: `Lugar ${i}`, value: `P${i}`, type: "city" }));
    const decoded = decodeWith(LocationsReply)(flood);
    expect(Result.isSuccess(decoded) && decoded.success).toEqual(flood.slice(0, SUGGESTION_LIST_LIMIT));
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { houseSearchValuesFromHash } from "./houseSearchValuesFromHash.js";

describe("houseSearchValuesFromHash", () => {
  test.prop([fc.string()], { numRuns: 1000 })("reading any hash never throws", (hash) => {
    expect(() => houseSearchValuesFromHash(hash)).not.toThrow();
  });

  it("reads a find-house hash, restoring spaces before capitals (spec 000 §2)", () => {
    expect(houseSearchValuesFromHash("#find-house/SanCarlosDeBariloche/7?checkIn=2026-12-01&passengers=3")).toEqual({
      destinationId: "7",
      destinationName: "San Carlos De Bariloche",
      checkIn: "2026-12-01",
      checkOut: "",
      passengers: 3,
    });
  });

  it("is undefined for another product, a malformed query, and falls back to 2 passengers", () => {
    expect(houseSearchValuesFromHash("#find-hotel/Roma/7")).toBeUndefined();
    expect(houseSearchValuesFromHash("#find-house/Roma/7?checkIn=%E0")).toBeUndefined();
    expect(houseSearchValuesFromHash("/#find-house/Roma/7?passengers=2.5")?.passengers).toBe(2);
    expect(houseSearchValuesFromHash("find-house/Roma/7")?.passengers).toBe(2);
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { buildFindHash } from "../routes/findHashRoute.js";
import { formatQuery } from "../routes/urlCodec.js";
import { houseSearchValuesFromHash } from "./houseSearchValuesFromHash.js";

const word = fc.stringMatching(/^[A-Z][a-z]{0,8}$/);

describe("houseSearchValuesFromHash", () => {
  test.prop(
    [
      fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" ")),
      fc.stringMatching(/^[0-9]{1,6}$/),
      fc.integer({ min: 1, max: 20 }),
    ],
    { numRuns: 1000 },
  )("a find-house hash of capitalised words reads back as its values", (destinationName, destinationId, passengers) => {
    const values = { destinationId, destinationName, checkIn: "2026-12-01", checkOut: "2026-12-08", passengers };
    const hash = buildFindHash({ product: "house", destinationName, destinationId });
    const query = formatQuery([
      ["checkIn", values.checkIn],
      ["checkOut", values.checkOut],
      ["passengers", String(passengers)],
    ]);
    expect(houseSearchValuesFromHash(`/#${hash}${query}`)).toEqual(values);
  });

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

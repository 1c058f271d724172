import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  buildFindHash,
  compactDestinationName,
  expandDestinationName,
  FIND_PRODUCTS,
  parseFindHash,
} from "./findHashRoute.js";
import { arbText } from "./test/arbitraries.js";

const arbWord = fc
  .tuple(
    fc.constantFrom("B", "S", "Á", "Ñ", "R", "M"),
    fc.string({ unit: fc.constantFrom("a", "o", "ã", "é", "ñ", "r", "s", "-", "'"), maxLength: 8 }),
  )
  .map(([initial, rest]) => initial + rest);
const arbCapitalisedName = fc.array(arbWord, { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));

describe("find-{product} hash routes", () => {
  test.prop([fc.constantFrom(...FIND_PRODUCTS), arbCapitalisedName, arbText], { numRuns: 1000 })(
    "names of capitalised words come back with their spaces",
    (product, destinationName, destinationId) => {
      const hash = buildFindHash({ product, destinationName, destinationId });
      expect(hash.split("/")[1]).not.toContain("%20");
      expect(parseFindHash(`#${hash}`)).toEqual(Result.succeed({ product, destinationName, destinationId }));
    },
  );

  test.prop([arbText], { numRuns: 1000 })("any name reads back to the same compact text", (name) => {
    expect(compactDestinationName(expandDestinationName(compactDestinationName(name)))).toBe(
      compactDestinationName(name),
    );
  });

  test.prop([fc.string({ maxLength: 40 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    for (const input of [text, `find-hotel/${text}`]) {
      const parsed = parseFindHash(input);
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    }
  });

  it("writes names without spaces and restores them before capitals", () => {
    expect(buildFindHash({ product: "flightHotel", destinationName: "Buenos Aires", destinationId: "4521" })).toBe(
      "find-flightHotel/BuenosAires/4521",
    );
    expect(parseFindHash("#find-house/SanCarlosDeBariloche/77")).toEqual(
      Result.succeed({ product: "house", destinationName: "San Carlos De Bariloche", destinationId: "77" }),
    );
    expect(parseFindHash("find-cruise/Roma/1")).toMatchObject({ failure: { field: "product" } });
    expect(parseFindHash("find-hotel/Roma/1?x=1")).toMatchObject({ failure: { field: "path" } });
  });
});

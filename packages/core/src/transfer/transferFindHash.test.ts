import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate, type CalendarDate } from "../dates/calendarDate.js";
import { formatRoom } from "../occupancy/occupancy.js";
import { arbRouteRoom } from "../routes/test/arbitraries.js";
import { arbTransferTime } from "./test/arbitraries.js";
import { transferFindHashTarget } from "./transferFindHash.js";
import { parseTransferSearchUrl } from "./transferResultsUrl.js";
import { TRANSFER_POINT_KINDS } from "./transferSearch.js";

const TODAY = "2030-01-10" as CalendarDate;
const arbCode = fc.stringMatching(/^[A-Z]{3}$/);
const arbName = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[a-z]$/);

describe("transferFindHashTarget", () => {
  test.prop(
    [
      fc.constantFrom(...TRANSFER_POINT_KINDS),
      arbCode,
      arbName,
      arbCode,
      arbName,
      fc.integer({ min: 0, max: 300 }),
      arbTransferTime,
      arbRouteRoom,
      fc.integer({ min: 0, max: 20 }),
    ],
    { numRuns: 1000 },
  )(
    "a complete hash leads to the results page of the search it carries",
    (kind, code, name, toCode, toName, offset, time, party, luggage) => {
      const date = addDaysToCalendarDate(TODAY, offset);
      const query: Record<string, string> = {
        toKind: "hotel",
        origins: `${kind}:${code}:${name}`,
        departure: `${date}T${time}`,
        passengers: formatRoom(party),
        luggage: String(luggage),
      };
      const target = transferFindHashTarget(toName, toCode, (key) => query[key], TODAY);
      expect(target._tag).toBe("results");
      if (target._tag !== "results") return;
      expect(parseTransferSearchUrl(target.url)).toEqual(
        Result.succeed({
          from: { kind, code, name },
          to: { kind: "hotel", code: toCode, name: toName },
          outbound: { date, time },
          inbound: null,
          passengers: party,
          luggage,
        }),
      );
    },
  );

  it("an incomplete or wrong hash fills the box with what it carries and names the rest", () => {
    const query: Record<string, string> = {
      origins: "airport:EZE:Ezeiza",
      departure: "2030-01-09T10:00",
      return: "2030-02-01T25:00",
    };
    const target = transferFindHashTarget("Buenos Aires", "BUE", (key) => query[key], TODAY);
    expect(target).toMatchObject({
      _tag: "box",
      values: {
        from: { kind: "airport", code: "EZE" },
        to: { kind: "city", code: "BUE" },
        roundTrip: true,
        outboundDate: "",
      },
      issues: [
        { field: "departure", reason: "invalid" },
        { field: "return", reason: "invalid" },
        { field: "passengers", reason: "missing" },
      ],
    });
  });

  test.prop(
    [fc.dictionary(fc.constantFrom("origins", "departure", "return", "passengers", "luggage", "toKind"), fc.string())],
    {
      numRuns: 1000,
    },
  )("junk never throws", (query) => {
    expect(() => transferFindHashTarget("Roma", "ROM", (key) => query[key], TODAY)).not.toThrow();
  });
});

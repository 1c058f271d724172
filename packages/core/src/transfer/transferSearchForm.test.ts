import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import { addDaysToCalendarDate } from "../dates/calendarDate.js";
import { arbNearCalendarDate } from "../dates/test/arbitraries.js";
import { arbRouteRoom } from "../routes/test/arbitraries.js";
import { arbTransferPoint, arbTransferTime } from "./test/arbitraries.js";
import { isTransferTime, TRANSFER_PICKUP_TIMES } from "./transferSearch.js";
import {
  TRANSFER_SEARCH_FORM_DEFAULTS,
  transferFormOfSearch,
  transferPointOfSuggestion,
  transferSearchOfForm,
  validateTransferSearchForm,
} from "./transferSearchForm.js";

const TODAY = "2030-01-10" as CalendarDate;
const keys = (values: Parameters<typeof validateTransferSearchForm>[0]) =>
  validateTransferSearchForm(values, TODAY).map((issue) => `${issue.path.join(".")}:${issue.key}`);

const VALID = {
  ...TRANSFER_SEARCH_FORM_DEFAULTS,
  from: { kind: "airport" as const, code: "EZE", name: "Ezeiza" },
  to: { kind: "hotel" as const, code: "BUEOMNICODE=1", name: "Hotel Centro" },
  outboundDate: "2030-02-01",
  outboundTime: "10:00",
};

describe("validateTransferSearchForm", () => {
  it("an empty box names both ends, the date and the time", () => {
    expect(keys(TRANSFER_SEARCH_FORM_DEFAULTS)).toEqual([
      "from:transfer.fromRequired",
      "to:transfer.toRequired",
      "outboundDate:transfer.outboundDateRequired",
      "outboundTime:transfer.timeRequired",
    ]);
  });

  it("refuses the same place at both ends, a bad time, a past day, a return before the outbound, a child without age", () => {
    expect(keys({ ...VALID, to: VALID.from })).toEqual(["to:transfer.samePlace"]);
    expect(keys({ ...VALID, outboundTime: "25:00" })).toEqual(["outboundTime:transfer.timeInvalid"]);
    expect(keys({ ...VALID, outboundDate: "2030-01-09" })).toEqual(["outboundDate:forms.dateInPast"]);
    expect(keys({ ...VALID, roundTrip: true, inboundDate: "2030-02-01", inboundTime: "09:00" })).toEqual([
      "inboundDate:transfer.inboundNotAfterOutbound",
    ]);
    expect(keys({ ...VALID, roundTrip: true })).toEqual([
      "inboundDate:transfer.inboundDateRequired",
      "inboundTime:transfer.timeRequired",
    ]);
    expect(keys({ ...VALID, passengers: { adults: 2, children: 1, ages: [] } })).toEqual([
      "passengers.ages.0:occupancy.childAgeRequired",
    ]);
    expect(keys({ ...VALID, luggage: 21 })).toEqual(["luggage:transfer.luggageOutOfRange"]);
  });

  test.prop(
    [
      arbTransferPoint,
      arbTransferPoint,
      fc.integer({ min: 0, max: 300 }),
      arbTransferTime,
      fc.option(fc.tuple(fc.integer({ min: 1, max: 60 }), arbTransferTime)),
      arbRouteRoom,
      fc.integer({ min: 0, max: 20 }),
    ],
    { numRuns: 1000 },
  )(
    "a valid box gives its search, and the search's box gives the search back",
    (from, to, offset, time, back, party, luggage) => {
      fc.pre(from.kind !== to.kind || from.code !== to.code);
      const outboundDate = addDaysToCalendarDate(TODAY, offset);
      const values = {
        from,
        fromText: from.name,
        to,
        toText: to.name,
        roundTrip: back !== null,
        outboundDate,
        outboundTime: time,
        inboundDate: back === null ? "" : addDaysToCalendarDate(outboundDate, back[0]),
        inboundTime: back === null ? "" : back[1],
        passengers: party,
        luggage,
      };
      expect(validateTransferSearchForm(values, TODAY)).toEqual([]);
      const search = transferSearchOfForm(values, TODAY);
      expect(search).not.toBeNull();
      if (search !== null) expect(transferSearchOfForm(transferFormOfSearch(search), TODAY)).toEqual(search);
    },
  );

  test.prop([arbNearCalendarDate], { numRuns: 200 })("a box with issues gives no search", (date) => {
    expect(transferSearchOfForm({ ...VALID, outboundDate: date, outboundTime: "" }, TODAY)).toBeNull();
  });

  it("reads a suggestion as a transfer end", () => {
    expect(transferPointOfSuggestion({ type: "airport", value: "EZE", label: "Ezeiza (EZE)" })).toEqual({
      kind: "airport",
      code: "EZE",
      name: "Ezeiza (EZE)",
    });
    expect(transferPointOfSuggestion({ type: "last", value: "BUE", label: "Buenos Aires" })?.kind).toBe("city");
    expect(transferPointOfSuggestion({ type: "city", value: "", label: "x" })).toBeNull();
  });
});

describe("TRANSFER_PICKUP_TIMES", () => {
  it("every quarter of an hour, each a valid time, in order", () => {
    expect(TRANSFER_PICKUP_TIMES).toHaveLength(96);
    expect(TRANSFER_PICKUP_TIMES.every(isTransferTime)).toBe(true);
    expect([...TRANSFER_PICKUP_TIMES].sort()).toEqual(TRANSFER_PICKUP_TIMES);
  });
});

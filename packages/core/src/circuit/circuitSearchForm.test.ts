import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { arbNearCalendarDate } from "../dates/test/arbitraries.js";
import { CIRCUIT_PARTY_LIMITS } from "./circuitCodes.js";
import { circuitPartyFits, parseCircuitResultsUrl } from "./circuitResultsUrl.js";
import {
  CIRCUIT_SEARCH_FORM_DEFAULTS,
  circuitSearchFormTransition,
  circuitSearchMonths,
  circuitSearchTarget,
  validateCircuitSearchForm,
} from "./circuitSearchForm.js";

const arbEvent = fc.oneof(
  fc.record({ _tag: fc.constant("travellersSet" as const), travellers: fc.integer({ min: -3, max: 20 }) }),
  fc.record({ _tag: fc.constant("roomsSet" as const), rooms: fc.integer({ min: -3, max: 20 }) }),
  fc.record({ _tag: fc.constant("regionChosen" as const), region: fc.constantFrom("europe", "asia", "") }),
  fc.record({ _tag: fc.constant("destinationTyped" as const), text: fc.string({ maxLength: 5 }) }),
);

describe("circuit search form", () => {
  test.prop([fc.array(arbEvent, { maxLength: 12 })], { numRuns: 1000 })(
    "travellers and rooms stay in bounds and fit; region and destination never both",
    (events) => {
      const values = events.reduce(circuitSearchFormTransition, CIRCUIT_SEARCH_FORM_DEFAULTS);
      expect(circuitPartyFits(values.travellers, values.rooms)).toBe(true);
      expect(values.travellers).toBeLessThanOrEqual(CIRCUIT_PARTY_LIMITS.travellers.max);
      expect(values.rooms).toBeLessThanOrEqual(CIRCUIT_PARTY_LIMITS.rooms.max);
      expect(values.region !== "" && values.destinationName !== "").toBe(false);
    },
  );

  test.prop([arbNearCalendarDate, fc.nat(11)], { numRuns: 1000 })(
    "a valid box goes to a results page that reads back its search",
    (today, offset) => {
      const month = circuitSearchMonths(today as CalendarDate)[offset] ?? "";
      const values = { ...CIRCUIT_SEARCH_FORM_DEFAULTS, region: "europe" as const, month, travellers: 3, rooms: 2 };
      expect(validateCircuitSearchForm(values, { today })).toEqual([]);
      const target = circuitSearchTarget(values);
      const url = Result.isSuccess(target) && target.success._tag === "Navigate" ? target.success.url : "";
      const read = parseCircuitResultsUrl(url);
      expect(Result.isSuccess(read) && read.success.search).toEqual({
        area: { _tag: "region", region: "europe" },
        month,
        travellers: 3,
        rooms: 2,
      });
    },
  );

  it("asks for an area and a month on offer", () => {
    const today = "2027-11-20" as CalendarDate;
    expect(circuitSearchMonths(today).slice(0, 3)).toEqual(["2027-11", "2027-12", "2028-01"]);
    const keys = validateCircuitSearchForm({ ...CIRCUIT_SEARCH_FORM_DEFAULTS, month: "2027-10" }, { today }).map(
      (issue) => issue.key,
    );
    expect(keys).toEqual(["forms.homeDestinationRequired", "circuit.monthRequired"]);
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate, type CalendarDate, calendarDateToDayNumber } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { money } from "../../money/money.js";
import { itemPenaltySchedule, penaltyStepOn } from "./itemPenaltySchedule.js";
import {
  type CancellationScale,
  CIRCUIT_CANCELLATION_SCALE,
  cancellationScaleTerms,
  freeUntilHoursBefore,
  type ServiceCancellationTerms,
} from "./serviceCancellationTerms.js";

const day = (text: string) => text as CalendarDate;
const arbTotal = fc.integer({ min: 0, max: 10_000_000 }).map((minor) => money(minor, "USD"));
const arbTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

/** The item's penalty on a day in minor units (0 when free), read back as the whole-trip timeline reads it. */
const minorOn = (terms: ServiceCancellationTerms, on: CalendarDate): number => {
  const schedule = itemPenaltySchedule({ id: "1", product: "activity", cancellation: terms.cancellation });
  if (schedule._tag !== "Known") throw new Error("expected a known schedule");
  return penaltyStepOn(schedule.steps, on)?.amount.minor ?? 0;
};

const daysFrom = (from: CalendarDate, to: CalendarDate): CalendarDate[] =>
  Array.from({ length: calendarDateToDayNumber(to) - calendarDateToDayNumber(from) + 1 }, (_, index) =>
    addDaysToCalendarDate(from, index),
  );

const arbHoursInput = fc.record({
  bookedOn: arbNearCalendarDate,
  ahead: fc.integer({ min: -3, max: 120 }),
  serviceTime: arbTime,
  hours: fc.option(fc.integer({ min: 1, max: 240 }), { nil: null }),
  total: arbTotal,
});

describe("freeUntilHoursBefore", () => {
  it("reads a slot's 24 hours as a free window ending the day before, at the slot's time", () => {
    const terms = freeUntilHoursBefore({
      serviceDate: day("2027-03-10"),
      serviceTime: "10:30",
      hours: 24,
      total: money(9000, "USD"),
      bookedOn: day("2027-02-01"),
    });
    expect(terms).toEqual({
      cancellation: { serviceDate: "2027-03-10", penalties: [{ from: "2027-03-09", amount: 90, currency: "USD" }] },
      deadlines: [{ kind: "freeCancellation", at: "2027-03-09T10:30:00.000Z" }],
    });
  });

  it("charges a non-refundable service in full from the day it was booked, with no free deadline", () => {
    const terms = freeUntilHoursBefore({
      serviceDate: day("2027-03-10"),
      serviceTime: "10:30",
      hours: null,
      total: money(9000, "USD"),
      bookedOn: day("2027-02-01"),
    });
    expect(terms.cancellation.penalties).toEqual([{ from: "2027-02-01", amount: 90, currency: "USD" }]);
    expect(terms.deadlines).toEqual([]);
  });

  test.prop([arbHoursInput], { numRuns: 1000 })(
    "is free before the deadline's day and costs the whole price from it to the service, never before booking",
    ({ bookedOn, ahead, serviceTime, hours, total }) => {
      const serviceDate = addDaysToCalendarDate(bookedOn, ahead);
      const terms = freeUntilHoursBefore({ serviceDate, serviceTime, hours, total, bookedOn });
      const deadline = terms.deadlines[0];
      const freeEnds = deadline === undefined ? bookedOn : day(deadline.at.slice(0, 10));
      expect(freeEnds >= bookedOn).toBe(true);
      if (deadline !== undefined && hours !== null)
        expect(Date.parse(`${serviceDate}T${serviceTime}:00Z`) - Date.parse(deadline.at)).toBe(hours * 3_600_000);
      for (const on of daysFrom(addDaysToCalendarDate(bookedOn, -1), serviceDate))
        expect(minorOn(terms, on)).toBe(on < freeEnds ? 0 : total.minor);
    },
  );
});

const arbScale: fc.Arbitrary<CancellationScale> = fc.record({
  depositPercent: fc.integer({ min: 0, max: 100 }),
  steps: fc.array(
    fc.record({ daysBefore: fc.integer({ min: 0, max: 90 }), percent: fc.integer({ min: 0, max: 100 }) }),
    { maxLength: 4 },
  ),
});

describe("cancellationScaleTerms", () => {
  it("reads the circuits' scale: the deposit once booked, half from 45 days before, all from 14 days before", () => {
    const terms = cancellationScaleTerms({
      serviceDate: day("2027-06-01"),
      total: money(200_000, "USD"),
      bookedOn: day("2027-02-01"),
      scale: CIRCUIT_CANCELLATION_SCALE,
    });
    expect(terms.cancellation.penalties).toEqual([
      { from: "2027-02-01", amount: 200, currency: "USD" },
      { from: "2027-04-17", amount: 1000, currency: "USD" },
      { from: "2027-05-18", amount: 2000, currency: "USD" },
    ]);
    expect(terms.deadlines).toEqual([]);
  });

  it("starts a step already begun when booked on the booking day", () => {
    const terms = cancellationScaleTerms({
      serviceDate: day("2027-06-01"),
      total: money(200_000, "USD"),
      bookedOn: day("2027-05-01"),
      scale: CIRCUIT_CANCELLATION_SCALE,
    });
    expect(terms.cancellation.penalties.map((step) => [step.from, step.amount])).toEqual([
      ["2027-05-01", 1000],
      ["2027-05-18", 2000],
    ]);
  });

  test.prop([arbNearCalendarDate, fc.integer({ min: -3, max: 200 }), arbTotal, arbScale], { numRuns: 1000 })(
    "never gets cheaper as the service nears, never costs more than the price, and is each step's percent once begun",
    (bookedOn, ahead, total, scale) => {
      const serviceDate = addDaysToCalendarDate(bookedOn, ahead);
      const terms = cancellationScaleTerms({ serviceDate, total, bookedOn, scale });
      let before = 0;
      for (const on of daysFrom(bookedOn, serviceDate)) {
        const minor = minorOn(terms, on);
        const begun = [
          scale.depositPercent,
          ...scale.steps.flatMap((step) =>
            addDaysToCalendarDate(serviceDate, -step.daysBefore) <= on ? [step.percent] : [],
          ),
        ];
        expect(minor).toBe(Math.round((total.minor * Math.max(...begun)) / 100));
        expect(minor).toBeGreaterThanOrEqual(before);
        expect(minor).toBeLessThanOrEqual(total.minor);
        before = minor;
      }
      const deadline = terms.deadlines[0];
      if (deadline !== undefined) {
        const first = day(deadline.at.slice(0, 10));
        expect(first > bookedOn).toBe(true);
        expect(minorOn(terms, addDaysToCalendarDate(first, -1))).toBe(0);
        expect(minorOn(terms, first)).toBeGreaterThan(0);
      } else if (scale.depositPercent === 0 && total.minor > 0) {
        expect(minorOn(terms, addDaysToCalendarDate(bookedOn, -1))).toBe(0);
      }
    },
  );
});

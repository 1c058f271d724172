import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { ActivityDetail } from "../api/activity.js";
import { parseActivityParameters } from "../routes/activityParameters.js";
import {
  type ActivityChoice,
  type ActivityChoiceEvent,
  activityChoiceInitial,
  activityChoiceTransition,
  activityDays,
  activityQuote,
} from "./activityChoice.js";
import { ACTIVITY_PARTY_LIMITS } from "./activityParty.js";
import { arbActivityParty } from "./test/arbitraries.js";

const detail: Pick<ActivityDetail, "id" | "bands" | "currency" | "slots"> = {
  id: "BUE-A7",
  currency: "USD",
  bands: [
    { code: "adult", minAge: 13, maxAge: 99, minor: 4000 },
    { code: "child", minAge: 4, maxAge: 12, minor: 2000 },
    { code: "infant", minAge: 0, maxAge: 3, minor: 0 },
  ],
  slots: [
    { date: "2027-03-02", time: "09:00", seatsLeft: 12 },
    { date: "2027-03-02", time: "15:30", seatsLeft: 3 },
    { date: "2027-03-03", time: "09:00", seatsLeft: 0 },
  ],
};

const arbEvent: fc.Arbitrary<ActivityChoiceEvent> = fc.oneof(
  fc.record({ _tag: fc.constant("dateChosen" as const), date: fc.constantFrom("2027-03-02", "2027-03-03") }),
  fc.record({ _tag: fc.constant("slotChosen" as const), time: fc.constantFrom("09:00", "15:30", "18:00") }),
  fc.record({ _tag: fc.constant("adultsSet" as const), adults: fc.integer({ min: -3, max: 30 }) }),
  fc.record({ _tag: fc.constant("childrenSet" as const), count: fc.integer({ min: -3, max: 30 }) }),
  fc.record({
    _tag: fc.constant("childAgeSet" as const),
    index: fc.integer({ min: -1, max: 7 }),
    age: fc.integer({ min: -2, max: 30 }),
  }),
  fc.record({ _tag: fc.constant("infantsSet" as const), infants: fc.integer({ min: -3, max: 30 }) }),
);

const within = (choice: ActivityChoice) => {
  const limits = ACTIVITY_PARTY_LIMITS;
  expect(choice.adults).toBeGreaterThanOrEqual(limits.adults.min);
  expect(choice.adults).toBeLessThanOrEqual(limits.adults.max);
  expect(choice.childAges.length).toBeLessThanOrEqual(limits.children.max);
  expect(choice.infants).toBeLessThanOrEqual(limits.infants.max);
  for (const age of choice.childAges) if (age !== null) expect(age).toBeLessThanOrEqual(limits.age.max);
};

describe("activity picker", () => {
  test.prop([arbActivityParty, fc.array(arbEvent, { maxLength: 20 })], { numRuns: 1000 })(
    "stays within the party limits, and a priced quote's item reads back with core's parameters",
    (party, events) => {
      const choice = events.reduce(activityChoiceTransition, activityChoiceInitial(party));
      within(choice);
      const quote = activityQuote(detail, choice);
      if (quote._tag === "priced") {
        expect(choice.time).not.toBeNull();
        const read = parseActivityParameters(quote.item.parameters);
        expect(Result.isSuccess(read) && read.success.children.ages).toEqual(choice.childAges);
        expect(quote.item.rateId).toBe(`BUE-A7:${quote.item.parameters.date}:${quote.item.parameters.time}`);
        expect(quote.item.occupancy).toBe(String(choice.adults));
      }
      if (choice.date === null) expect(quote._tag).toBe("pickDate");
    },
  );

  it("asks for the day, then the slot, then says sold out or prices the choice", () => {
    let choice = activityChoiceInitial({ adults: 2, childAges: [4, 9], infants: 0 });
    expect(activityQuote(detail, choice)._tag).toBe("pickDate");
    choice = activityChoiceTransition(choice, { _tag: "dateChosen", date: "2027-03-03" });
    expect(activityQuote(detail, choice)._tag).toBe("pickSlot");
    choice = activityChoiceTransition(choice, { _tag: "slotChosen", time: "09:00" });
    expect(activityQuote(detail, choice)._tag).toBe("soldOut");
    choice = activityChoiceTransition(choice, { _tag: "dateChosen", date: "2027-03-02" });
    expect(choice.time).toBeNull();
    choice = activityChoiceTransition(choice, { _tag: "slotChosen", time: "15:30" });
    expect(activityQuote(detail, choice)).toEqual({ _tag: "tooFewSeats", seatsLeft: 3 });
    choice = activityChoiceTransition(choice, { _tag: "slotChosen", time: "09:00" });
    const quote = activityQuote(detail, choice);
    expect(quote._tag === "priced" && quote.price.total.minor).toBe(12000);
    expect(quote._tag === "priced" && quote.item.parameters).toEqual({
      children: "2:4-9",
      date: "20270302",
      time: "0900",
      infants: "0",
      canonicalId: "BUE-A7",
      prices: "adult:2:4000:8000,child:2:2000:4000",
      currency: "USD",
    });
    expect(activityDays(detail.slots)).toEqual([
      { date: "2027-03-02", soldOut: false },
      { date: "2027-03-03", soldOut: true },
    ]);
  });

  it("waits for a new child's age", () => {
    const choice = [
      { _tag: "dateChosen", date: "2027-03-02" },
      { _tag: "slotChosen", time: "09:00" },
      { _tag: "childrenSet", count: 1 },
    ].reduce(
      (state, event) => activityChoiceTransition(state, event as ActivityChoiceEvent),
      activityChoiceInitial({ adults: 1, childAges: [], infants: 0 }),
    );
    expect(activityQuote(detail, choice)._tag).toBe("pickAges");
  });
});

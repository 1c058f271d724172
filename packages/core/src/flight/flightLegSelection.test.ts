import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { dynamicPackagingCardView } from "./dynamicPackagingCard.js";
import {
  type FlightLegSelectionEvent,
  flightLegIsSelected,
  flightLegSelectionInitial,
  flightLegSelectionTransition,
  flightQuoteEnabled,
  flightQuoteHintKey,
} from "./flightLegSelection.js";

const choiceArb = fc.record({
  solutionId: fc.constantFrom("s1", "s2", "s3"),
  tripProductId: fc.constantFrom("a", "b", "c", "d"),
});
const eventArb: fc.Arbitrary<FlightLegSelectionEvent> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      _tag: fc.constant("toggle" as const),
      leg: fc.constantFrom("ida" as const, "vuelta" as const),
      choice: choiceArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("reset" as const), oneWay: fc.boolean() }) },
);

describe("flightLegSelectionTransition", () => {
  test.prop([fc.boolean(), fc.array(eventArb, { maxLength: 40 })], { numRuns: 1000 })(
    "at most one selection per leg; the rate string and quote button exist only when every leg is chosen",
    (oneWay, events) => {
      let state = flightLegSelectionInitial(oneWay);
      for (const event of events) {
        const before = state;
        state = flightLegSelectionTransition(state, event);
        // One slot per leg: a selection is a single value, never a list, and a new one replaces the old.
        if (event._tag === "toggle" && state.legs.includes(event.leg)) {
          const wasSelected = flightLegIsSelected(before, event.leg, event.choice);
          expect(flightLegIsSelected(state, event.leg, event.choice)).toBe(!wasSelected);
          const other = event.leg === "ida" ? "vuelta" : "ida";
          expect(state[other]).toBe(before[other]);
        }
        if (state.legs.length === 1) expect(state.vuelta).toBeNull();
        const complete = state.legs.every((leg) => state[leg] !== null);
        expect(state.rateToBudget !== null).toBe(complete);
        expect(flightQuoteEnabled(state)).toBe(complete);
        expect(flightQuoteHintKey(state) === null).toBe(complete);
        if (complete) {
          expect(state.rateToBudget).toBe(state.legs.map((leg) => state[leg]?.tripProductId).join(","));
        }
      }
    },
  );

  test("round trip: outbound then return; reselecting deselects; one-way ignores 'vuelta'", () => {
    let s = flightLegSelectionInitial(false);
    s = flightLegSelectionTransition(s, {
      _tag: "toggle",
      leg: "ida",
      choice: { solutionId: "1", tripProductId: "a" },
    });
    expect(flightQuoteEnabled(s)).toBe(false);
    expect(flightQuoteHintKey(s)).toBe("flight.quoteNeedsReturn");
    expect(flightQuoteHintKey(flightLegSelectionInitial(true))).toBe("flight.quoteNeedsOutbound");
    s = flightLegSelectionTransition(s, {
      _tag: "toggle",
      leg: "ida",
      choice: { solutionId: "1", tripProductId: "b" },
    });
    expect(s.ida?.tripProductId).toBe("b");
    s = flightLegSelectionTransition(s, {
      _tag: "toggle",
      leg: "vuelta",
      choice: { solutionId: "1", tripProductId: "c" },
    });
    expect(s.rateToBudget).toBe("b,c");
    s = flightLegSelectionTransition(s, {
      _tag: "toggle",
      leg: "vuelta",
      choice: { solutionId: "1", tripProductId: "c" },
    });
    expect(s.rateToBudget).toBeNull();
    let one = flightLegSelectionInitial(true);
    one = flightLegSelectionTransition(one, {
      _tag: "toggle",
      leg: "vuelta",
      choice: { solutionId: "1", tripProductId: "c" },
    });
    expect(one.vuelta).toBeNull();
    one = flightLegSelectionTransition(one, {
      _tag: "toggle",
      leg: "ida",
      choice: { solutionId: "1", tripProductId: "a" },
    });
    expect(one.rateToBudget).toBe("a");
  });
});

describe("dynamicPackagingCardView", () => {
  test("'Seleccionado' once selected; disabled when the trip is unselected or already selected", () => {
    expect(dynamicPackagingCardView({ tripSelected: true, solutionSelected: false })).toEqual({
      labelKey: "quote.select",
      disabled: false,
    });
    expect(dynamicPackagingCardView({ tripSelected: false, solutionSelected: false }).disabled).toBe(true);
    expect(dynamicPackagingCardView({ tripSelected: true, solutionSelected: true })).toEqual({
      labelKey: "quote.selected",
      disabled: true,
    });
  });
});

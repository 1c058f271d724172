import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { FlightLeg } from "../flight/flightLegSelection.js";
import {
  type PackageChoiceEvent,
  packageChoiceInitial,
  packageChoiceTransition,
  packageChosenSolution,
  packageFlightCard,
  packageHotelCard,
} from "./packageChoice.js";
import { packageCombinationValid } from "./packageCombination.js";
import { arbPackageReply, present, sampleReply } from "./test/packageReplies.js";

/** Events naming solutions, legs, flights and hotels of a reply of up to 5 solutions and 6 hotels, and strays. */
const arbEvent: fc.Arbitrary<PackageChoiceEvent> = fc.oneof(
  fc.record({
    _tag: fc.constant("legPicked" as const),
    solution: fc.nat({ max: 5 }),
    leg: fc.constantFrom<FlightLeg>("ida", "vuelta"),
    tripProductId: fc
      .tuple(fc.nat({ max: 5 }), fc.nat({ max: 1 }), fc.nat({ max: 3 }))
      .map(([s, l, j]) => `F${s}-${l}-${j}`),
  }),
  fc.record({ _tag: fc.constant("flightSelected" as const), solution: fc.nat({ max: 5 }) }),
  fc.record(
    {
      _tag: fc.constant("hotelSelected" as const),
      hotelDetailId: fc.nat({ max: 6 }).map((k) => `H${k}`),
      rateId: fc.tuple(fc.nat({ max: 6 }), fc.nat({ max: 3 })).map(([k, r]) => `R${k}-${r}`),
    },
    { requiredKeys: ["_tag", "hotelDetailId"] },
  ),
);

describe("packageChoiceTransition", () => {
  test.prop([arbPackageReply, fc.array(arbEvent, { maxLength: 20 })], { numRuns: 1000 })(
    "the package always holds a valid complete combination, and exactly one card shows 'Seleccionado'",
    (reply, events) => {
      let state = packageChoiceInitial(reply);
      for (const event of events) {
        state = packageChoiceTransition(reply, state, event);
        expect(state.chosen !== null && packageCombinationValid(reply, state.chosen)).toBe(true);
        const cards = reply.flights.map((_, index) => packageFlightCard(reply, state, index));
        expect(cards.filter((card) => card.selected)).toHaveLength(1);
        expect(cards.filter((card) => card.button.labelKey === "quote.selected")).toHaveLength(1);
        const hotels = reply.hotels.map((hotel) => packageHotelCard(reply, state, hotel));
        expect(hotels.filter((card) => card.priceKey === "hotel.includedInPrice")).toHaveLength(1);
      }
    },
  );

  it("a picked flight on another card waits for every leg, then 'Seleccionar' makes it the package's", () => {
    fc.assert(
      fc.property(arbPackageReply, (reply) => {
        if (reply.flights.length < 2) return;
        const start = packageChoiceInitial(reply);
        const other = packageChosenSolution(reply, start) === 0 ? 1 : 0;
        const twoLegs = (reply.flights[other]?.trips.length ?? 0) > 1;
        let state = packageChoiceTransition(reply, start, {
          _tag: "legPicked",
          solution: other,
          leg: "ida",
          tripProductId: `F${other}-0-0`,
        });
        expect(state.chosen).toEqual(start.chosen);
        expect(packageFlightCard(reply, state, other).button.disabled).toBe(twoLegs);
        if (twoLegs) {
          expect(packageChoiceTransition(reply, state, { _tag: "flightSelected", solution: other })).toBe(state);
          state = packageChoiceTransition(reply, state, {
            _tag: "legPicked",
            solution: other,
            leg: "vuelta",
            tripProductId: `F${other}-1-0`,
          });
        }
        expect(packageFlightCard(reply, state, other).button).toEqual({ labelKey: "quote.select", disabled: false });
        state = packageChoiceTransition(reply, state, { _tag: "flightSelected", solution: other });
        expect(packageChosenSolution(reply, state)).toBe(other);
        expect(state.draft).toBeNull();
        expect(packageFlightCard(reply, state, other).button).toEqual({ labelKey: "quote.selected", disabled: true });
        expect(state.chosen?.hotelDetailId).toBe(start.chosen?.hotelDetailId);
      }),
      { numRuns: 300 },
    );
  });

  it("a hotel chosen without a rate takes its first; a rate of another hotel is refused", () => {
    fc.assert(
      fc.property(arbPackageReply, (reply) => {
        const start = packageChoiceInitial(reply);
        const last = reply.hotels.length - 1;
        const state = packageChoiceTransition(reply, start, { _tag: "hotelSelected", hotelDetailId: `H${last}` });
        expect(state.chosen).toMatchObject({ hotelDetailId: `H${last}`, rateId: `R${last}-0` });
        expect(packageHotelCard(reply, state, present(reply.hotels[last]))).toMatchObject({
          buttonKey: "hotel.selected",
          priceKey: "hotel.includedInPrice",
          selected: true,
        });
        const stray = { _tag: "hotelSelected", hotelDetailId: "H0", rateId: "R99-0" } as const;
        expect(packageChoiceTransition(reply, state, stray)).toBe(state);
      }),
      { numRuns: 300 },
    );
  });

  it("the recommended hotel carries the ribbon", () => {
    const reply = sampleReply(11);
    const state = packageChoiceInitial(reply);
    const ribbons = reply.hotels.map((hotel) => packageHotelCard(reply, state, { ...hotel, isRecommended: false }));
    expect(ribbons.filter((card) => card.recommended)).toHaveLength(1);
  });
});

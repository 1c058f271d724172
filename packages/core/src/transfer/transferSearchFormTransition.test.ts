import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { validateOccupancy } from "../occupancy/occupancy.js";
import { arbTransferPoint, arbTransferTime } from "./test/arbitraries.js";
import {
  TRANSFER_PARTY_LIMITS,
  TRANSFER_SEARCH_FORM_DEFAULTS,
  type TransferSearchFormValues,
} from "./transferSearchForm.js";
import {
  type TransferSearchFormEvent,
  transferSearchFormTransition,
  transferSearchTarget,
} from "./transferSearchFormTransition.js";

const arbEvent: fc.Arbitrary<TransferSearchFormEvent> = fc.oneof(
  fc.record({ _tag: fc.constantFrom("fromTyped" as const, "toTyped" as const), text: fc.string({ maxLength: 6 }) }),
  fc.record({ _tag: fc.constantFrom("fromChosen" as const, "toChosen" as const), point: arbTransferPoint }),
  fc.record({ _tag: fc.constant("roundTripSet" as const), roundTrip: fc.boolean() }),
  fc.record({
    _tag: fc.constant("datesPicked" as const),
    outbound: fc.constant("2030-02-01"),
    inbound: fc.constant("2030-02-05"),
  }),
  fc.record({ _tag: fc.constantFrom("outboundTimeSet" as const, "inboundTimeSet" as const), time: arbTransferTime }),
  fc.record({
    _tag: fc.constantFrom("adultsSet" as const, "childrenSet" as const, "luggageSet" as const),
    count: fc.integer({ min: -3, max: 30 }),
  }),
  fc.record({
    _tag: fc.constant("childAgeSet" as const),
    index: fc.integer({ min: -1, max: 5 }),
    age: fc.integer({ min: -2, max: 30 }),
  }),
);

describe("transferSearchFormTransition", () => {
  test.prop([fc.array(arbEvent, { maxLength: 25 })], { numRuns: 1000 })(
    "any events keep the counts in bounds, the ages no longer than the children, a one-way box without a return",
    (events) => {
      const values = events.reduce<TransferSearchFormValues>(
        transferSearchFormTransition,
        TRANSFER_SEARCH_FORM_DEFAULTS,
      );
      const issues = validateOccupancy([values.passengers], TRANSFER_PARTY_LIMITS).filter(
        (issue) => issue.key !== "occupancy.childAgeRequired",
      );
      expect(issues).toEqual([]);
      expect(values.luggage).toBeGreaterThanOrEqual(0);
      expect(values.luggage).toBeLessThanOrEqual(20);
      if (!values.roundTrip) expect([values.inboundDate, values.inboundTime]).toEqual(["", ""]);
      if (values.from !== null) expect(values.fromText).toBe(values.from.name);
    },
  );

  it("typing drops the chosen place; a valid box leads to the results URL", () => {
    const from = { kind: "airport" as const, code: "EZE", name: "Ezeiza" };
    const chosen = transferSearchFormTransition(TRANSFER_SEARCH_FORM_DEFAULTS, { _tag: "fromChosen", point: from });
    expect(transferSearchFormTransition(chosen, { _tag: "fromTyped", text: "Eze" })).toMatchObject({
      from: null,
      fromText: "Eze",
    });
    const ready: TransferSearchFormValues = {
      ...chosen,
      to: { kind: "city", code: "BUE", name: "Buenos Aires" },
      toText: "Buenos Aires",
      outboundDate: "2030-02-01",
      outboundTime: "09:15",
    };
    expect(transferSearchTarget(ready)).toEqual(
      Result.succeed({
        _tag: "Navigate",
        url: "/transfer/results/airport:EZE:Ezeiza/city:BUE:Buenos%20Aires/2030-02-01T0915/2-0/2",
      }),
    );
    expect(Result.isFailure(transferSearchTarget(TRANSFER_SEARCH_FORM_DEFAULTS))).toBe(true);
  });
});

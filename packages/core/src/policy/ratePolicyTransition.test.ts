import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  policyPanelView,
  RATE_STATUS_DISABLED,
  type RatePolicyEvent,
  ratePolicyInitial,
  ratePolicyTransition,
  rateRowSelectable,
} from "./ratePolicyTransition.js";

const arbEvent: fc.Arbitrary<RatePolicyEvent> = fc.oneof(
  fc.constant({ _tag: "requested" } as const),
  fc.constant({ _tag: "closed" } as const),
  fc.record({
    _tag: fc.constant("loaded" as const),
    httpStatus: fc.constantFrom(200, 206),
    alternativeProductIds: fc.array(fc.constantFrom("A1", "B2"), { maxLength: 2 }),
  }),
  fc.record({ _tag: fc.constant("failed" as const), smartFlow: fc.boolean(), relatedRates: fc.boolean() }),
);

describe("ratePolicyTransition", () => {
  it("loads: 0 -> loading -> 2", () => {
    const loading = ratePolicyTransition(ratePolicyInitial, { _tag: "requested" });
    expect(loading.panel).toBe("loading");
    expect(ratePolicyTransition(loading, { _tag: "requested" })).toBe(loading);
    const loaded = ratePolicyTransition(loading, { _tag: "loaded", httpStatus: 200 });
    expect(loaded).toEqual({ status: 2, panel: "loaded", alternativeProductIds: [], relatedRatesEnabled: false });
    expect(ratePolicyTransition(loaded, { _tag: "closed" }).panel).toBe("closed");
  });

  it("keeps the alternative product ids of a 206 reply", () => {
    const loading = ratePolicyTransition(ratePolicyInitial, { _tag: "requested" });
    expect(
      ratePolicyTransition(loading, { _tag: "loaded", httpStatus: 206, alternativeProductIds: ["X9"] })
        .alternativeProductIds,
    ).toEqual(["X9"]);
    expect(ratePolicyTransition(loading, { _tag: "loaded", httpStatus: 206 }).alternativeProductIds).toEqual([]);
  });

  it("disables the row after a failure unless smart flow, and may enable related rates", () => {
    const loading = ratePolicyTransition(ratePolicyInitial, { _tag: "requested" });
    const failed = ratePolicyTransition(loading, { _tag: "failed", smartFlow: false, relatedRates: true });
    expect(failed).toMatchObject({ status: 9, panel: "error", relatedRatesEnabled: true });
    expect(rateRowSelectable(failed)).toBe(false);
    const smart = ratePolicyTransition(loading, { _tag: "failed", smartFlow: true, relatedRates: false });
    expect(smart).toMatchObject({ status: 0, panel: "error", relatedRatesEnabled: false });
    expect(rateRowSelectable(smart)).toBe(true);
    const retried = ratePolicyTransition(failed, { _tag: "requested" });
    expect(ratePolicyTransition(retried, { _tag: "loaded", httpStatus: 200 }).status).toBe(9);
  });

  it("ignores replies that arrive when nothing is loading", () => {
    expect(ratePolicyTransition(ratePolicyInitial, { _tag: "loaded", httpStatus: 200 })).toBe(ratePolicyInitial);
    expect(ratePolicyTransition(ratePolicyInitial, { _tag: "failed", smartFlow: false, relatedRates: false })).toBe(
      ratePolicyInitial,
    );
    expect(ratePolicyTransition(ratePolicyInitial, { _tag: "closed" })).toBe(ratePolicyInitial);
  });

  test.prop([fc.array(arbEvent, { maxLength: 30 })], { numRuns: 1000 })(
    "a status 9 row stays 9 and unselectable; status is always 0, 2 or 9",
    (events) => {
      let state = ratePolicyInitial;
      let disabled = false;
      for (const event of events) {
        const wasLoading = state.panel === "loading";
        state = ratePolicyTransition(state, event);
        expect([0, 2, 9]).toContain(state.status);
        if (disabled) expect(state.status).toBe(RATE_STATUS_DISABLED);
        disabled = state.status === RATE_STATUS_DISABLED;
        expect(rateRowSelectable(state)).toBe(!disabled);
        if (event._tag === "loaded" && wasLoading && event.httpStatus !== 206)
          expect(state.alternativeProductIds).toEqual([]);
      }
    },
  );

  it("gives each panel state its texts", () => {
    const loading = ratePolicyTransition(ratePolicyInitial, { _tag: "requested" });
    expect(policyPanelView(loading, true)).toEqual({
      panel: "loading",
      loadingKey: "policy.checking",
      errorKey: undefined,
      retryKey: undefined,
    });
    expect(policyPanelView(loading, false).loadingKey).toBeUndefined();
    const failed = ratePolicyTransition(loading, { _tag: "failed", smartFlow: false, relatedRates: false });
    expect(policyPanelView(failed, true)).toMatchObject({ errorKey: "policy.compactError", retryKey: undefined });
    expect(policyPanelView(failed, false)).toMatchObject({ errorKey: "policy.loadError", retryKey: "policy.retry" });
  });
});

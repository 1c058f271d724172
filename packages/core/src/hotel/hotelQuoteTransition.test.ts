import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  type HotelQuoteEvent,
  type HotelQuoteState,
  hotelQuoteInitial,
  hotelQuoteRate,
  hotelQuoteTransition,
  quoteButtonView,
} from "./hotelQuoteTransition.js";

const run = (events: readonly HotelQuoteEvent[], from: HotelQuoteState = hotelQuoteInitial) =>
  events.reduce(hotelQuoteTransition, from);
const plain = { pricerEnabled: false, newTrip: false };
const row = { selected: false, selectable: true };

const arbRate = fc.constantFrom("r1", "r2", "r3");
const arbEvent: fc.Arbitrary<HotelQuoteEvent> = fc.oneof(
  fc.record({ _tag: fc.constantFrom("verify", "quote", "verifyFailed", "retry", "failed"), rateId: arbRate }),
  fc.record({
    _tag: fc.constant("replied" as const),
    rateId: arbRate,
    reply: fc.record({
      next: fc.option(fc.constantFrom("/checkout/next", ""), { nil: undefined }),
      deadlineReached: fc.option(fc.boolean(), { nil: undefined }),
      outOfLimit: fc.option(fc.boolean(), { nil: null }),
      alternativeRate: fc.option(fc.boolean(), { nil: undefined }),
    }),
    context: fc.record({
      pricerEnabled: fc.boolean(),
      budgetId: fc.option(fc.constantFrom("B7", ""), { nil: undefined }),
      newTrip: fc.boolean(),
    }),
  }),
  fc.constant({ _tag: "noticesShown" } as const),
);

describe("hotelQuoteTransition", () => {
  it("quotes then redirects to the next step", () => {
    const quoting = run([{ _tag: "quote", rateId: "r1" }]);
    expect(hotelQuoteRate(quoting, "r1")).toEqual({ _tag: "quoting", attempt: 1 });
    expect(quoteButtonView(quoting, "r1", row)).toMatchObject({ spinner: true, disabled: true });
    expect(quoteButtonView(quoting, "r2", row)).toMatchObject({
      spinner: false,
      disabled: true,
      labelKey: "quote.select",
    });
    const retried = run([{ _tag: "retry", rateId: "r1" }], quoting);
    expect(hotelQuoteRate(retried, "r1")).toEqual({ _tag: "quoting", attempt: 2 });
    const done = run([{ _tag: "replied", rateId: "r1", reply: { next: "/checkout/abc" }, context: plain }], retried);
    expect(hotelQuoteRate(done, "r1")).toEqual({ _tag: "redirecting", url: "/checkout/abc", delayMs: 0 });
  });

  it("redirects to the trip editor when the pricer is on", () => {
    const done = run([
      { _tag: "quote", rateId: "r1" },
      {
        _tag: "replied",
        rateId: "r1",
        reply: { next: "/x" },
        context: { pricerEnabled: true, budgetId: "B 9", newTrip: false },
      },
    ]);
    expect(hotelQuoteRate(done, "r1")).toEqual({ _tag: "redirecting", url: "/v3/trip/edit/B%209", delayMs: 0 });
  });

  it("shows the alternative-rate notice and waits 5 s on a new trip", () => {
    const done = run([
      { _tag: "quote", rateId: "r1" },
      {
        _tag: "replied",
        rateId: "r1",
        reply: { next: "/n", alternativeRate: true },
        context: { ...plain, newTrip: true },
      },
    ]);
    expect(hotelQuoteRate(done, "r1")).toEqual({ _tag: "redirecting", url: "/n", delayMs: 5000 });
    expect(done.notices.map((n) => n.messageKey)).toEqual(["quote.alternativeRate", "quote.redirecting"]);
    expect(run([{ _tag: "noticesShown" }], done).notices).toEqual([]);
    const sameTrip = run([
      { _tag: "quote", rateId: "r1" },
      { _tag: "replied", rateId: "r1", reply: { next: "/n", alternativeRate: true }, context: plain },
    ]);
    expect(hotelQuoteRate(sameTrip, "r1")).toMatchObject({ delayMs: 0 });
  });

  it("blocks with a warning on deadline or credit limit, and marks quotationError on failure", () => {
    const deadline = run([
      { _tag: "quote", rateId: "r1" },
      { _tag: "replied", rateId: "r1", reply: { deadlineReached: true, next: "/n" }, context: plain },
    ]);
    expect(hotelQuoteRate(deadline, "r1")).toEqual({ _tag: "blocked", reason: "deadlineReached" });
    expect(deadline.notices).toEqual([
      { level: "warning", messageKey: "quote.noCancellationFeesOnly", durationMs: 15000 },
    ]);
    expect(quoteButtonView(deadline, "r1", row)).toEqual({
      labelKey: "quote.unavailable",
      disabled: true,
      spinner: false,
      errorKey: undefined,
    });
    expect(quoteButtonView(deadline, "r2", row).disabled).toBe(false);
    const limit = run([
      { _tag: "quote", rateId: "r2" },
      { _tag: "replied", rateId: "r2", reply: { outOfLimit: true }, context: plain },
    ]);
    expect(limit.notices[0]?.messageKey).toBe("quote.outOfLimit");
    const failed = run([
      { _tag: "quote", rateId: "r3" },
      { _tag: "failed", rateId: "r3" },
    ]);
    expect(quoteButtonView(failed, "r3", row)).toMatchObject({
      labelKey: "quote.unavailable",
      errorKey: "quote.soldOut",
    });
    const empty = run([
      { _tag: "quote", rateId: "r3" },
      { _tag: "replied", rateId: "r3", reply: {}, context: plain },
    ]);
    expect(hotelQuoteRate(empty, "r3")).toEqual({ _tag: "blocked", reason: "quotationError" });
  });

  it("reads 'Verificando' during the policy check, then quotes or blocks", () => {
    const verifying = run([{ _tag: "verify", rateId: "r1" }]);
    expect(quoteButtonView(verifying, "r1", row).labelKey).toBe("quote.verifying");
    expect(run([{ _tag: "quote", rateId: "r2" }], verifying)).toBe(verifying);
    expect(hotelQuoteRate(run([{ _tag: "quote", rateId: "r1" }], verifying), "r1")._tag).toBe("quoting");
    const failed = run([{ _tag: "verifyFailed", rateId: "r1" }], verifying);
    expect(failed.running).toBeUndefined();
    expect(hotelQuoteRate(failed, "r1")._tag).toBe("blocked");
  });

  it("labels by selection and row selectability", () => {
    expect(quoteButtonView(hotelQuoteInitial, "r1", { selected: true, selectable: true }).labelKey).toBe(
      "quote.selected",
    );
    expect(quoteButtonView(hotelQuoteInitial, "r1", { selected: false, selectable: false })).toMatchObject({
      labelKey: "quote.unavailable",
      disabled: true,
    });
  });

  test.prop([fc.array(arbEvent, { maxLength: 40 })], { numRuns: 1000 })(
    "at most one quote runs; every other button is disabled meanwhile; blocked rates never quote again",
    (events) => {
      let state = hotelQuoteInitial;
      const blocked = new Set<string>();
      for (const event of events) {
        const before = state;
        state = hotelQuoteTransition(state, event);
        const active = Object.entries(state.rates).filter(([, r]) => r._tag !== "idle" && r._tag !== "blocked");
        expect(active.length).toBeLessThanOrEqual(1);
        expect(state.running).toBe(active[0]?.[0]);
        if (state.running !== undefined)
          for (const id of ["r1", "r2", "r3"]) expect(quoteButtonView(state, id, row).disabled).toBe(true);
        for (const id of blocked) expect(hotelQuoteRate(state, id)._tag).toBe("blocked");
        for (const [id, r] of Object.entries(state.rates)) if (r._tag === "blocked") blocked.add(id);
        if (before.running !== undefined && "rateId" in event && event.rateId !== before.running)
          expect(state.running).toBe(before.running);
      }
    },
  );
});

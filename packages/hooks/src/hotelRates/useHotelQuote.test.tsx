import { act, renderHook, waitFor } from "@testing-library/react";
import type { HotelRate } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { hotelRatesWorld } from "../test/hotelRatesWorld.js";
import { runClock } from "../test/runClock.js";
import { useHotelQuote } from "./useHotelQuote.js";
import { useRatePolicy } from "./useRatePolicy.js";

const flags = { smartFlow: false, relatedRates: true, pricerEnabled: false };

const render = async (scenario = "", pricerEnabled = false) => {
  const world = await hotelRatesWorld();
  world.setScenario(scenario);
  const [first, second] = world.hotel.rates;
  if (first === undefined || second === undefined) throw new Error("two rates needed");
  const hook = renderHook(
    () => ({
      one: useHotelQuote(first, { ...flags, pricerEnabled }),
      two: useHotelQuote(second, { ...flags, pricerEnabled }),
    }),
    { wrapper: world.h.wrapper },
  );
  return { ...world, first, result: hook.result };
};

/** A quote button's hook alone, counting its renders. */
const QuoteProbe = ({ rate, onRender }: { readonly rate: HotelRate; readonly onRender: () => void }) => {
  onRender();
  return useHotelQuote(rate, flags).data.button.disabled ? "disabled" : "enabled";
};

describe("useHotelQuote against the demo API", () => {
  it("is not drawn again while its rate's policy panel opens and loads, only when the policy disables the rate", async () => {
    for (const [scenario, drawsAgain] of [
      ["", false],
      ["policy-fail", true],
    ] as const) {
      const world = await hotelRatesWorld();
      world.setScenario(scenario);
      const rate = world.hotel.rates[0];
      if (rate === undefined) throw new Error("a rate needed");
      let quoteRenders = 0;
      const counted = () => quoteRenders++;
      const policy = renderHook(() => useRatePolicy(rate.tripProductID, flags), {
        wrapper: ({ children }) => (
          <world.h.wrapper>
            <QuoteProbe rate={rate} onRender={counted} />
            {children}
          </world.h.wrapper>
        ),
      });
      const before = quoteRenders;
      act(() => policy.result.current.actions.open());
      await waitFor(() => expect(policy.result.current.status).toMatch(/^(loaded|error)$/));
      expect(quoteRenders > before).toBe(drawsAgain);
    }
  });

  it("checks the policy ('Verificando'), quotes with every other button disabled, then goes to the next URL", async () => {
    const { first, h, result } = await render();
    expect(result.current.one.data.button).toMatchObject({ labelKey: "quote.select", disabled: false });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.one.actions.quote();
    });
    expect(result.current.one.data.button.labelKey).toBe("quote.verifying");
    expect(result.current.two.data.button.disabled).toBe(true);
    await act(() => done);
    expect(h.calls.filter((call) => call.startsWith("GET /checkout/quote/hotel/"))).toHaveLength(1);
    expect(result.current.one.data.navigation).toBe(`/checkout/hotel/${encodeURIComponent(first.tripProductID)}`);
    expect(result.current.one.data.button.spinner).toBe(true);
    expect(result.current.two.data.button.disabled).toBe(true);
  });

  it("retries a failing quote 1 s apart (quote-flaky) and never after a 500 ('Hemos vendido la última habitación')", async () => {
    const flaky = await render("quote-flaky");
    act(() => void flaky.result.current.one.actions.quote());
    await act(() => runClock(flaky.clock, 2500));
    await waitFor(() => expect(flaky.result.current.one.data.navigation).not.toBeNull());
    expect(flaky.h.calls.filter((call) => call.startsWith("GET /checkout/quote/"))).toHaveLength(3);
    const broken = await render("quote-500");
    await act(() => broken.result.current.one.actions.quote());
    expect(broken.result.current.one.data.button).toMatchObject({
      labelKey: "quote.unavailable",
      disabled: true,
      errorKey: "quote.soldOut",
    });
    expect(broken.result.current.two.data.button.disabled).toBe(false);
    expect(broken.h.calls.filter((call) => call.startsWith("GET /checkout/quote/"))).toHaveLength(1);
  });

  it("outOfLimit blocks with 'No hay crédito…' for 15 s; a policy failure blocks before quoting", async () => {
    const { clock, result } = await render("out-of-limit");
    await act(() => result.current.one.actions.quote());
    expect(result.current.one.data.button.labelKey).toBe("quote.unavailable");
    expect(result.current.one.data.notices).toMatchObject([{ level: "warning", messageKey: "quote.outOfLimit" }]);
    expect(result.current.two.data.notices).toEqual([]);
    await act(async () => clock.advance(15_000));
    expect(result.current.one.data.notices).toEqual([]);
    const failing = await render("policy-fail");
    await act(() => failing.result.current.one.actions.quote());
    expect(failing.result.current.one.data.button).toMatchObject({ labelKey: "quote.unavailable", disabled: true });
    expect(failing.h.calls.some((call) => call.startsWith("GET /checkout/quote/"))).toBe(false);
  });

  it("an alternative rate shows its notices and redirects after 5 s; with the pricer the trip is the target", async () => {
    const { clock, result } = await render("alternative-rate");
    await act(() => result.current.one.actions.quote());
    expect(result.current.one.data.notices.map((n) => n.messageKey)).toEqual([
      "quote.alternativeRate",
      "quote.redirecting",
    ]);
    await act(async () => clock.advance(4_999));
    expect(result.current.one.data.navigation).toBeNull();
    await act(async () => clock.advance(1));
    expect(result.current.one.data.navigation).toMatch(/^\/checkout\/hotel\/.+\?alternative=true$/);
    const pricer = await render("", true);
    act(() => pricer.h.stores.active.setState({ id: "77" }));
    await act(() => pricer.result.current.one.actions.quote());
    expect(pricer.result.current.one.data.navigation).toBe("/v3/trip/edit/77");
  });
});

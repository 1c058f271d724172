import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { memoryPortalStorage } from "../provider/world.js";
import { useUser } from "../session/useUser.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness, signIn } from "../test/harness.js";
import { usePackageChoice } from "./usePackageChoice.js";
import { usePackageResults } from "./usePackageResults.js";

const BUE_CUN = "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-10/2-1:7/0/0";

const setUp = async () => {
  const base = inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
  await signIn(base, "agente");
  const h = harness({
    fetcher: base,
    clock: fakeClock(),
    initial: { active: { mode: "budget" }, config: { flags: { enableBudgeting: true } } },
  });
  const hook = renderHook(
    () => {
      const results = usePackageResults(BUE_CUN);
      return { user: useUser(), results, choice: usePackageChoice(results.data.reply) };
    },
    { wrapper: h.wrapper },
  );
  await waitFor(() => expect(hook.result.current.results.status).toBe("ready"));
  await waitFor(() => expect(hook.result.current.user.status).toBe("signedIn"));
  return { h, hook, choice: () => hook.result.current.choice };
};

describe("usePackageChoice", () => {
  it("keeps the choice for the way back from the package detail, once (spec 000 §4 saved search state)", async () => {
    const storage = memoryPortalStorage();
    const base = inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
    const open = async () => {
      const hook = renderHook(
        () => {
          const results = usePackageResults(BUE_CUN);
          return { results, choice: usePackageChoice(results.data.reply, BUE_CUN) };
        },
        { wrapper: harness({ fetcher: base, storage, clock: fakeClock() }).wrapper },
      );
      await waitFor(() => expect(hook.result.current.results.status).toBe("ready"));
      return hook;
    };
    const first = await open();
    const reply = first.result.current.results.data.reply;
    const hotel = reply?.hotels[3]?.hotelDetailId;
    if (reply === null || hotel === undefined) throw new Error("expected a reply with four hotels");
    act(() => first.result.current.choice.selectHotel(hotel));
    act(() => first.result.current.choice.keepForReturn());
    first.unmount();
    const back = await open();
    expect(back.result.current.choice.choice.chosen?.hotelDetailId).toBe(hotel);
    back.unmount();
    const later = await open();
    expect(later.result.current.choice.choice.chosen).toEqual(reply.recommended);
  });

  it("starts on the recommended combination; the total follows the hotel and the flights chosen", async () => {
    const { hook, choice } = await setUp();
    const reply = hook.result.current.results.data.reply;
    if (reply === null) throw new Error("expected a reply");
    expect(choice().choice.chosen).toEqual(reply.recommended);
    expect(choice().flightCards[0]?.button).toEqual({ labelKey: "quote.selected", disabled: true });
    expect(choice().hotelCards[0]).toMatchObject({ recommended: true, priceKey: "hotel.includedInPrice" });
    const before = choice().total?.total?.minor ?? 0;
    const hotelStep = choice().variations?.hotels[3];
    act(() => choice().selectHotel(reply.hotels[3]?.hotelDetailId ?? ""));
    expect(choice().hotelCards[3]).toMatchObject({ selected: true, buttonKey: "hotel.selected" });
    expect(choice().total?.total?.minor).toBe(before + (hotelStep?.sign ?? 0) * (hotelStep?.difference.minor ?? 0));
    const flightStep = choice().variations?.flights[2];
    const other = reply.flights[2];
    act(() => choice().pickLeg(2, "ida", other?.trips[0]?.flights[0]?.tripProductId ?? ""));
    expect(choice().flightCards[2]?.button).toEqual({ labelKey: "quote.select", disabled: true });
    act(() => choice().pickLeg(2, "vuelta", other?.trips[1]?.flights[0]?.tripProductId ?? ""));
    act(() => choice().selectFlight(2));
    expect(choice().flightCards[2]?.selected).toBe(true);
    const afterHotel = before + (hotelStep?.sign ?? 0) * (hotelStep?.difference.minor ?? 0);
    expect(choice().total?.total?.minor).toBe(
      afterHotel + (flightStep?.sign ?? 0) * (flightStep?.difference.minor ?? 0),
    );
  });

  it("adds the chosen package to the budget as one flightHotel product", async () => {
    const { h, choice } = await setUp();
    expect([choice().addDisabled, choice().addLabelKey]).toEqual([false, "budget.addToBudget"]);
    act(() => choice().add());
    await waitFor(() => expect(choice().addStatus).toBe("added"));
    expect(h.calls.filter((call) => call === "POST /api/budget/addProduct")).toHaveLength(1);
    expect(choice().navigation).toMatchObject({ _tag: "trip" });
  });

  it("holds nothing to choose or add without a reply", () => {
    const hook = renderHook(() => usePackageChoice(null), { wrapper: harness().wrapper });
    expect(hook.result.current).toMatchObject({ total: null, flightCards: [], hotelCards: [], addDisabled: true });
    expect(hook.result.current.choice.chosen).toBeNull();
  });
});

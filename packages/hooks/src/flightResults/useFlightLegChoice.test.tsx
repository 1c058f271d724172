import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { fakeClock } from "../test/fakeClock.js";
import { failingFor, harness, signIn } from "../test/harness.js";
import { useFlightLegChoice } from "./useFlightLegChoice.js";
import { useFlightRules } from "./useFlightRules.js";

const input = {
  key: "search-1",
  oneWay: false,
  passengers: { adults: 2, children: 0, ages: [] },
  searchDestinationId: "MIA",
};
const OUT = "F-AR-L-0-20270301-EZEMIA-AR1300";
const BACK = "F-AR-L-1-20270310-MIAEZE-AR1301";

describe("useFlightLegChoice", () => {
  it("waits for the outbound, then the return; choosing again replaces; a new search clears; then adds the flights", async () => {
    const base = inProcessFetcher(createDemoApi());
    await signIn(base, "agente");
    const h = harness({
      fetcher: base,
      clock: fakeClock(),
      initial: { active: { mode: "budget" }, config: { flags: { enableBudgeting: true } } },
    });
    const hook = renderHook(({ search }) => ({ user: useUser(), choice: useFlightLegChoice(search) }), {
      wrapper: h.wrapper,
      initialProps: { search: input },
    });
    await waitFor(() => expect(hook.result.current.user.status).toBe("signedIn"));
    const choice = () => hook.result.current.choice;
    expect([choice().hintKey, choice().addDisabled, choice().addLabelKey]).toEqual([
      "flight.quoteNeedsOutbound",
      true,
      "budget.addToBudget",
    ]);
    act(() => choice().choose("ida", "s1", "other"));
    act(() => choice().choose("ida", "s1", OUT));
    expect(choice().isChosen("ida", "s1", OUT)).toBe(true);
    expect(choice().isChosen("ida", "s1", "other")).toBe(false);
    expect(choice().hintKey).toBe("flight.quoteNeedsReturn");
    act(() => choice().choose("vuelta", "s1", BACK));
    expect([choice().hintKey, choice().addDisabled, choice().selection.rateToBudget]).toEqual([
      null,
      false,
      `${OUT},${BACK}`,
    ]);
    act(() => choice().add());
    await waitFor(() => expect(h.calls).toContain("POST /api/budget/addProduct"));
    await waitFor(() => expect(choice().addStatus).toBe("added"));
    expect(choice().navigation).toMatchObject({ _tag: "trip", url: expect.stringMatching(/^\/v3\/trip\/edit\/\d+$/) });
    hook.rerender({ search: { ...input, key: "search-2" } });
    expect(choice().selection.rateToBudget).toBeNull();
  });
});

describe("useFlightRules", () => {
  it("asks for the rules only once opened, and shows only the adult restrictions", async () => {
    const h = harness({ fetcher: inProcessFetcher(createDemoApi()) });
    const hook = renderHook(({ ids }) => useFlightRules(ids), {
      wrapper: h.wrapper,
      initialProps: { ids: null as string[] | null },
    });
    expect(hook.result.current.status).toBe("idle");
    hook.rerender({ ids: [OUT] });
    await waitFor(() => expect(hook.result.current.status).toBe("ready"));
    const [detail] = hook.result.current.data;
    expect(detail?.rules.length).toBeGreaterThan(0);
    expect(detail?.restrictions.every((item) => item.ageType === "NMO.GBL.AGT.ADT")).toBe(true);
    const failing = harness({ fetcher: failingFor(inProcessFetcher(createDemoApi()), /flights\/rules/) });
    const broken = renderHook(() => useFlightRules([OUT]), { wrapper: failing.wrapper });
    await waitFor(() => expect(broken.result.current.error).toEqual({ key: "flightResults.rulesFailed" }));
  });
});

import { act, renderHook, waitFor } from "@testing-library/react";
import { TOUR_MESSAGES, tourSeenKey } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { harness, signIn } from "../test/harness.js";
import { useTourStart } from "./useTourStart.js";
import { useTourTexts, useTourTextsAhead } from "./useTourTexts.js";

describe("useTourStart", () => {
  it("starts a first-time visitor's tour at the page's step once the user call answered, and remembers its close", async () => {
    const h = harness();
    const { result } = renderHook(() => ({ user: useUser(), tour: useTourStart("/") }), { wrapper: h.wrapper });
    expect(result.current.tour.step).toBeNull();
    // Before the call answers, a first visit's step is foreseen (the page loads the tour meanwhile).
    expect(result.current.tour.foreseen).toBe("search");
    await waitFor(() => expect(result.current.tour.step).toBe("search"));
    expect(result.current.tour.foreseen).toBeNull();
    act(() => result.current.tour.dismiss());
    expect(result.current.tour.step).toBeNull();
    expect(h.storage.local.getItem(tourSeenKey(null))).toBe("1");
    // Another page of the same visitor: closed for good.
    const again = renderHook(() => ({ user: useUser(), tour: useTourStart("/hotel/results/ROM/a/b/2") }), {
      wrapper: harness({ storage: h.storage }).wrapper,
    });
    await waitFor(() => expect(again.result.current.user.status).toBe("anonymous"));
    expect(again.result.current.tour.step).toBeNull();
  });

  it("remembers each signed-in user apart from the visitor", async () => {
    const base = inProcessFetcher(createDemoApi());
    await signIn(base, "agente");
    const h = harness({ fetcher: base });
    h.storage.local.setItem(tourSeenKey(null), "1");
    const { result } = renderHook(() => ({ user: useUser(), tour: useTourStart("/") }), { wrapper: h.wrapper });
    // The visitor closed it here: nothing is foreseen, though the user, once named, has not.
    expect(result.current.tour.foreseen).toBeNull();
    await waitFor(() => expect(result.current.tour.step).toBe("search"));
  });
});

describe("useTourTexts", () => {
  it("reads each step's texts in the language", async () => {
    const { result } = renderHook(() => useTourTexts("en"), { wrapper: harness().wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data[1]).toEqual({
      step: "filters",
      title: TOUR_MESSAGES.en["tour.filters.title"],
      text: TOUR_MESSAGES.en["tour.filters.text"],
    });
  });
});

describe("useTourTextsAhead", () => {
  it("asks for the texts ahead when told to, and the tour mounted after reads them with no call of its own", async () => {
    const h = harness();
    const ahead = renderHook(({ on }) => useTourTextsAhead(on, "es"), {
      wrapper: h.wrapper,
      initialProps: { on: false },
    });
    expect(h.calls.filter((call) => call.includes("/api/tour/"))).toEqual([]);
    ahead.rerender({ on: true });
    await waitFor(() => expect(h.calls).toContain("GET /api/tour/es"));
    await waitFor(() => expect(h.calls.filter((call) => call === "GET /api/tour/es")).toHaveLength(1));
    const texts = renderHook(() => useTourTexts("es"), { wrapper: h.wrapper });
    await waitFor(() => expect(texts.result.current.status).toBe("ready"));
    expect(h.calls.filter((call) => call === "GET /api/tour/es")).toHaveLength(1);
  });
});

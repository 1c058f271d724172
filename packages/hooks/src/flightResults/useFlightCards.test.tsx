import { act, renderHook, waitFor } from "@testing-library/react";
import { type FlightSolution, flightCardView } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it, vi } from "vitest";
import { harness } from "../test/harness.js";
import { useFlightCards } from "./useFlightCards.js";
import { useFlightResults } from "./useFlightResults.js";

const URL_BUE_MIA = "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-";

/** A reply's solutions, as the results hook decodes them from the demo API. */
const demoSolutions = async (): Promise<readonly FlightSolution[]> => {
  const fetcher = inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
  const { result } = renderHook(() => useFlightResults(URL_BUE_MIA, () => undefined), {
    wrapper: harness({ fetcher }).wrapper,
  });
  await waitFor(() => expect(result.current.status).toBe("ready"));
  return result.current.data.solutions;
};

describe("useFlightCards", () => {
  it("builds the cards of the solutions held while the browser is idle, before any is asked for", async () => {
    const solutions = await demoSolutions();
    // Copies that count how often a card's building reads them.
    let reads = 0;
    const counted = solutions.map((solution) => {
      const copy = { ...solution };
      Object.defineProperty(copy, "trips", {
        get: () => {
          reads += 1;
          return solution.trips;
        },
      });
      return copy;
    });
    let idle: ((deadline: IdleDeadline) => void) | null = null;
    vi.stubGlobal("requestIdleCallback", (run: (deadline: IdleDeadline) => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal("cancelIdleCallback", () => {});
    const { result } = renderHook(() => useFlightCards(counted, false));
    expect(reads).toBe(0);
    act(() => idle?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(reads).toBeGreaterThan(0);
    // Every card was built then: asking for them builds none again.
    const built = reads;
    const cards = counted.map((_, index) => result.current(index));
    expect(reads).toBe(built);
    expect(cards[0]).toEqual(flightCardView(solutions[0] as FlightSolution, false));
  });
});

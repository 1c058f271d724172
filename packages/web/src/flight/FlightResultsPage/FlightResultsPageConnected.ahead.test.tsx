import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { type FlightSolution, flightFilterOptions, flightFilterOptionsToReply } from "@travesia/core";
import { createPortalStores } from "@travesia/hooks";
import { describe, expect, it, vi } from "vitest";
import { renderFlightResultsPage, shownQuery } from "../../test/flightResultsPage";

/** Every drawing of a flight card (the memoised card draws it only when its own props change). */
const drawn = vi.hoisted(() => ({ cards: 0 }));
vi.mock("../FlightSolutionCard/FlightSolutionCard", async (original) => {
  const module = await original<typeof import("../FlightSolutionCard/FlightSolutionCard")>();
  return {
    ...module,
    FlightSolutionCard: (props: Parameters<typeof module.FlightSolutionCard>[0]) => {
      drawn.cards++;
      return module.FlightSolutionCard(props);
    },
  };
});

const point = (iata: string, city: string, dateTime: string) => ({
  dateTime,
  destinations: { airport: { IATA: iata, name: `${city} airport` }, city: { name: city } },
});
const segment = (number: string, from: ReturnType<typeof point>, to: ReturnType<typeof point>) => ({
  segmentType: "Air" as const,
  flightNumber: number,
  marketingCarrier: { name: "Aerolíneas Argentinas", code: "AR" },
  departure: from,
  arrival: to,
});
const eze = point("EZE", "Buenos Aires", "20270301T2210");
const mia = point("MIA", "Miami", "20270302T0640");
const gru = point("GRU", "San Pablo", "20270302T0100");

/** A one-way solution priced `amount` USD: direct (flight `number`), or with a stop in San Pablo. */
const solution = (number: string, amount: number, direct: boolean): FlightSolution => ({
  prices: { totalPrices: [{ host: true, amount, currency: "USD" }] },
  summary: { fareType: "PUB", validatingCarrier: [{ name: "Aerolíneas Argentinas", code: "AR" }], totalPsgrs: 1 },
  trips: [
    {
      flights: [
        {
          tripProductId: `out-${number}`,
          summary: { departure: eze, arrival: mia, segmentsCount: direct ? 1 : 2 },
          segments: direct ? [segment(number, eze, mia)] : [segment(number, eze, gru), segment("9999", gru, mia)],
        },
      ],
    },
  ],
});

const A = solution("1301", 900, false);
const B = solution("USD 1.000,00", 1000, true);
const C = solution("USD 1.100,00", 1100, true);
const D = solution("USD 1.200,00", 1200, true);
const ALL = [A, B, C, D];
const OPTIONS = flightFilterOptionsToReply(flightFilterOptions(ALL));

const replyOf = (solutions: readonly FlightSolution[]) =>
  Response.json({ done: true, flights: { solutions, filters: OPTIONS }, xTotalCount: solutions.length });

/** The first search answers A, B, C at once; the filtered search waits for the test, which answers `filtered`. */
const server = () => {
  const held: { answer: (solutions: readonly FlightSolution[]) => void }[] = [];
  const fetcher = async (path: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (!String(path).endsWith("/api/v1/flights/search")) return Response.json({ done: false }, { status: 500 });
    const url = String(JSON.parse(String(init?.body)).url);
    if (!url.includes("stops=0")) return replyOf([A, B, C]);
    return new Promise((done) => void held.push({ answer: (solutions) => done(replyOf(solutions)) }));
  };
  return { fetcher, held };
};

const draw = async () => {
  const { fetcher, held } = server();
  const stores = createPortalStores({ config: { status: "ready", portalType: "B2C", flags: {}, featureGroups: [] } });
  renderFlightResultsPage(fetcher, stores);
  await waitFor(() => expect(cards()).toHaveLength(3));
  return { held, query: shownQuery };
};

/** The totals of the cards drawn, in order (each solution has its own). */
const cards = () =>
  screen.queryAllByRole("article").map((card) => /Total(USD [\d.,]+)/.exec(card.textContent ?? "")?.[1] ?? "");

/** Clicks 'Directo': what the click's own frame shows (the cards, the URL), before any timer or reply. */
const clickDirect = async (query: () => string) => {
  const direct = await screen.findByRole("checkbox", { name: /^Directo/ });
  act(() => void fireEvent.click(direct));
  return { cards: cards(), url: query() };
};

/** Records every change inside the cards' list from now on. */
const watchCards = () => {
  const list = screen.getAllByRole("article")[0]?.closest("ol") as HTMLElement;
  const changes: MutationRecord[] = [];
  const counts: number[] = [];
  const observer = new MutationObserver((records) => {
    changes.push(...records);
    counts.push(list.querySelectorAll("article").length);
  });
  observer.observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
  return { changes, counts, stop: () => observer.disconnect() };
};

describe("FlightResultsPageConnected: a filter click answered at once from the solutions held", () => {
  it("paints the filtered list before the reply, and writes the URL after that paint", async () => {
    const { held, query } = await draw();
    const frame = await clickDirect(query);
    // Core's filters over the reply held: the direct ones, at once, while the URL is still the old one.
    expect(frame.cards).toEqual(["USD 1.000,00", "USD 1.100,00"]);
    expect(frame.url).toBe("");
    await waitFor(() => expect(query()).toContain("stops=0"));
    expect(held).toHaveLength(1);
    await act(async () => held[0]?.answer([B, C]));
  });

  it("a reply that agrees changes nothing in the cards", async () => {
    const { held, query } = await draw();
    await clickDirect(query);
    await waitFor(() => expect(held).toHaveLength(1));
    await waitFor(() => expect(query()).toContain("stops=0"));
    const watch = watchCards();
    const before = drawn.cards;
    expect(before).toBeGreaterThan(0);
    await act(async () => held[0]?.answer([B, C]));
    await waitFor(() =>
      expect(screen.getAllByRole("article")[0]?.closest("[aria-busy]")?.getAttribute("aria-busy")).toBe("false"),
    );
    watch.stop();
    expect(cards()).toEqual(["USD 1.000,00", "USD 1.100,00"]);
    expect(drawn.cards).toBe(before);
    // No card was drawn again: nothing inside the list's rows changed (only the list's own busy flag may).
    expect(watch.changes.filter((change) => change.target.nodeName !== "OL" || change.type !== "attributes")).toEqual(
      [],
    );
  });

  it("a reply that does not agree replaces the list in place, never emptying it", async () => {
    const { held, query } = await draw();
    await clickDirect(query);
    await waitFor(() => expect(held).toHaveLength(1));
    const watch = watchCards();
    await act(async () => held[0]?.answer([B, C, D]));
    await waitFor(() => expect(cards()).toEqual(["USD 1.000,00", "USD 1.100,00", "USD 1.200,00"]));
    watch.stop();
    expect(watch.counts.every((count) => count > 0)).toBe(true);
  });
});

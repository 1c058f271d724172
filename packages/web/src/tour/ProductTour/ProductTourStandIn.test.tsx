import { act, screen, waitFor } from "@testing-library/react";
import { TOUR_STAND_IN_EVENT, TOUR_STAND_IN_ID } from "@travesia/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithFetcher } from "../../test/renderWithFetcher";
import { TOUR_BOX_CLASSES } from "./ProductTour";
import { ProductTourConnected } from "./ProductTourConnected";
import { renderTourStandIn } from "./ProductTourStandIn";
import { showTourStandIn } from "./showTourStandIn";

const STEPS = [
  { step: "search", title: "Empezá por acá", text: "Elegí un producto" },
  { step: "filters", title: "Filtrá", text: "Acotá" },
  { step: "addToBudget", title: "Armá", text: "Sumá" },
];

/** The home's document as the prerender leaves it: the search box (the step's anchor) and the tour's stand-in. */
const homeDocument = () => {
  document.body.insertAdjacentHTML("beforeend", `<div data-tour="search"></div>${renderTourStandIn("es", "search")}`);
  // jsdom lays nothing out: every element counts as shown.
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([new DOMRect(0, 0, 10, 10)] as never);
};

/** The hotel results' visitor shell as the prerender leaves it: the page not drawn yet (no filters), and step 2. */
const hotelResultsDocument = (title: string) => {
  history.replaceState(null, "", HOTEL_RESULTS);
  document.body.innerHTML = renderTourStandIn("es", "filters")
    .replace("%%travesia:tourTitle%%", title)
    .replace("%%travesia:tourText%%", "Acotá la lista");
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([new DOMRect(0, 0, 10, 10)] as never);
};

/** What the document's inline script (`tourStandInScript.ts`) does as the browser parses it. */
const runInlineScript = () => showTourStandIn();

const HOTEL_RESULTS = "/hotel/results/MAD/2027-01-04/2027-01-07/2-0";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  localStorage.clear();
  history.replaceState(null, "", "/");
});

describe("ProductTourStandIn", () => {
  it("is the first step's box, hidden until its script shows it, with the server's slots", () => {
    document.body.innerHTML = renderTourStandIn("en", "search");
    const standIn = document.getElementById(TOUR_STAND_IN_ID);
    expect(standIn?.hidden).toBe(true);
    // Not inert: shown over the page, a tap on it must not reach the links under it.
    expect(standIn?.hasAttribute("inert")).toBe(false);
    expect(standIn?.querySelector("[data-tour-action=close]")?.getAttribute("aria-label")).toBe("Close the guide");
    expect(standIn?.querySelector("[data-tour-action=next]")?.textContent).toBe("Next");
    expect(standIn?.querySelector("h2")?.textContent).toBe("%%travesia:tourTitle%%");
    expect(standIn?.querySelector("p")?.textContent).toBe("%%travesia:tourText%%");
    expect(standIn?.textContent).toContain("Step 1 of 3");
    // The inline script places it with the box's own classes.
    expect(JSON.parse(standIn?.dataset.classes ?? "")).toEqual(TOUR_BOX_CLASSES);
    expect(standIn?.querySelector("[role=dialog]")?.classList.contains(TOUR_BOX_CLASSES.measuring ?? "")).toBe(true);
  });
});

describe("the hotel results' stand-in (step 2)", () => {
  it("is the second step's box, with 'Anterior', named by its step for the inline script", () => {
    document.body.innerHTML = renderTourStandIn("pt", "filters");
    const standIn = document.getElementById(TOUR_STAND_IN_ID);
    expect(standIn?.hidden).toBe(true);
    expect(standIn?.dataset.step).toBe("filters");
    expect(standIn?.textContent).toContain("Passo 2 de 3");
    expect(standIn?.querySelector("[data-tour-action=previous]")?.textContent).toBe("Anterior");
    expect(standIn?.querySelector("[data-tour-action=next]")).not.toBeNull();
  });

  it("is shown on a first visit before the page draws its filters, and keeps 'Anterior' for the tour", async () => {
    hotelResultsDocument("Filtrá los resultados");
    runInlineScript();
    const standIn = document.getElementById(TOUR_STAND_IN_ID);
    expect(standIn?.hidden).toBe(false);
    // No anchor yet: placed as the tour places a step whose element the page does not show.
    expect(standIn?.querySelector("[role=dialog]")?.classList.contains(TOUR_BOX_CLASSES.measuring ?? "")).toBe(false);
    standIn?.querySelector<HTMLButtonElement>("[data-tour-action=previous]")?.click();
    expect(standIn?.dataset.startAt).toBe("search");
    standIn?.querySelector<HTMLButtonElement>("[data-tour-action=next]")?.click();
    expect(standIn?.dataset.startAt).toBe("addToBudget");
  });

  it("stays hidden for a visitor who closed the tour, without the server's texts, and off its page", async () => {
    hotelResultsDocument("Filtrá los resultados");
    localStorage.setItem("travesia.tourSeen.visitor", "1");
    runInlineScript();
    expect(document.getElementById(TOUR_STAND_IN_ID)?.hidden).toBe(true);
    localStorage.clear();
    hotelResultsDocument("");
    runInlineScript();
    expect(document.getElementById(TOUR_STAND_IN_ID)?.hidden).toBe(true);
    hotelResultsDocument("Filtrá los resultados");
    history.replaceState(null, "", "/");
    runInlineScript();
    expect(document.getElementById(TOUR_STAND_IN_ID)?.hidden).toBe(true);
  });

  it("gives way to the tour's own step 2 once the filters are drawn", async () => {
    hotelResultsDocument("Filtrá los resultados");
    document.body.insertAdjacentHTML("afterbegin", '<aside data-tour="filters"></aside>');
    const tourTexts = vi.fn(async () => Response.json({ done: true, language: "es", steps: STEPS }));
    renderWithFetcher(<ProductTourConnected start="filters" confirmed onDismiss={() => {}} />, tourTexts);
    expect(document.getElementById(TOUR_STAND_IN_ID)).not.toBeNull();
    expect(await screen.findByRole("dialog", { name: "Filtrá" })).toBeTruthy();
    expect(screen.getByText("Paso 2 de 3")).toBeTruthy();
    expect(document.getElementById(TOUR_STAND_IN_ID)).toBeNull();
  });
});

describe("ProductTourConnected over the home's stand-in", () => {
  it("takes the stand-in off once its own first step is drawn", async () => {
    homeDocument();
    const tourTexts = vi.fn(async () => Response.json({ done: true, language: "es", steps: STEPS }));
    renderWithFetcher(<ProductTourConnected start="search" confirmed onDismiss={() => {}} />, tourTexts);
    expect(document.getElementById(TOUR_STAND_IN_ID)).not.toBeNull();
    expect(await screen.findByRole("dialog", { name: "Empezá por acá" })).toBeTruthy();
    expect(document.getElementById(TOUR_STAND_IN_ID)).toBeNull();
  });

  it("keeps the stand-in while the user call has not said who is here", async () => {
    homeDocument();
    const tourTexts = vi.fn(async () => Response.json({ done: true, language: "es", steps: STEPS }));
    renderWithFetcher(<ProductTourConnected start="search" confirmed={false} onDismiss={() => {}} />, tourTexts);
    await waitFor(() => expect(tourTexts).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.getElementById(TOUR_STAND_IN_ID)).not.toBeNull();
  });

  it("takes the stand-in off when the tour's texts fail: no tour will be drawn", async () => {
    homeDocument();
    const failing = vi.fn(async () => Response.json({ done: false }, { status: 500 }));
    renderWithFetcher(<ProductTourConnected start="search" confirmed onDismiss={() => {}} />, failing);
    await waitFor(() => expect(document.getElementById(TOUR_STAND_IN_ID)).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("starts at step 2 when 'Siguiente' was pressed on the stand-in", async () => {
    homeDocument();
    document.getElementById(TOUR_STAND_IN_ID)?.setAttribute("data-start-at", "filters");
    const tourTexts = vi.fn(async () => Response.json({ done: true, language: "es", steps: STEPS }));
    renderWithFetcher(<ProductTourConnected start="search" confirmed onDismiss={() => {}} />, tourTexts);
    expect(await screen.findByRole("dialog", { name: "Filtrá" })).toBeTruthy();
    expect(screen.getByText("Paso 2 de 3")).toBeTruthy();
    expect(document.getElementById(TOUR_STAND_IN_ID)).toBeNull();
  });

  it("closes for good without being drawn when the stand-in was closed before the tour was there", async () => {
    homeDocument();
    let answer: (reply: Response) => void = () => {};
    const tourTexts = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onDismiss = vi.fn();
    renderWithFetcher(<ProductTourConnected start="search" confirmed onDismiss={onDismiss} />, tourTexts);
    await waitFor(() => expect(tourTexts).toHaveBeenCalled());
    // What the home's inline script does on the stand-in's close button.
    act(() => {
      document.getElementById(TOUR_STAND_IN_ID)?.setAttribute("data-dismissed", "true");
      dispatchEvent(new Event(TOUR_STAND_IN_EVENT));
    });
    await waitFor(() => expect(onDismiss).toHaveBeenCalledOnce());
    expect(document.getElementById(TOUR_STAND_IN_ID)).toBeNull();
    await act(async () => answer(Response.json({ done: true, language: "es", steps: STEPS })));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

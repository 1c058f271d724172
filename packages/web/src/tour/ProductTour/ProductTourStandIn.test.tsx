import { act, screen, waitFor } from "@testing-library/react";
import { TOUR_STAND_IN_EVENT, TOUR_STAND_IN_ID } from "@travesia/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithFetcher } from "../../test/renderWithFetcher";
import { TOUR_BOX_CLASSES } from "./ProductTour";
import { ProductTourConnected } from "./ProductTourConnected";
import { renderTourStandIn } from "./ProductTourStandIn";

const STEPS = [
  { step: "search", title: "Empezá por acá", text: "Elegí un producto" },
  { step: "filters", title: "Filtrá", text: "Acotá" },
  { step: "addToBudget", title: "Armá", text: "Sumá" },
];

/** The home's document as the prerender leaves it: the search box (the step's anchor) and the tour's stand-in. */
const homeDocument = () => {
  document.body.insertAdjacentHTML("beforeend", `<div data-tour="search"></div>${renderTourStandIn("es")}`);
  // jsdom lays nothing out: every element counts as shown.
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([new DOMRect(0, 0, 10, 10)] as never);
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("ProductTourStandIn", () => {
  it("is the first step's box, hidden until its script shows it, with the server's slots", () => {
    document.body.innerHTML = renderTourStandIn("en");
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

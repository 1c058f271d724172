import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { FlightResultsList } from "./FlightResultsList";

const card = (label: string) => (index: number) => <p>{`${label} ${index + 1}`}</p>;

describe("FlightResultsList", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the cards near the window, in order", () => {
    renderView(<FlightResultsList count={3} renderItem={card("Solución")} label="Resultados" />);
    expect(screen.getByRole("list", { name: "Resultados" })).toBeTruthy();
    expect(screen.getByText("Solución 1")).toBeTruthy();
  });

  it("reads the list's offset once drawn, never while drawing a new reply (a read there lays the page out)", () => {
    const offsetTop = vi.spyOn(HTMLElement.prototype, "offsetTop", "get").mockReturnValue(120);
    const view = renderView(<FlightResultsList count={3} renderItem={card("A")} label="Resultados" />);
    const readsOnceDrawn = offsetTop.mock.calls.length;
    expect(readsOnceDrawn).toBeGreaterThan(0);
    view.rerender(<FlightResultsList count={2} renderItem={card("B")} label="Resultados" />);
    view.rerender(<FlightResultsList count={3} renderItem={card("C")} label="Resultados" />);
    expect(screen.getByText("C 1")).toBeTruthy();
    expect(offsetTop.mock.calls.length).toBe(readsOnceDrawn);
  });

  it("never reads a row's height from the element, as rows mount or a new reply is drawn (a read lays the page out)", () => {
    const heights = [
      vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(400),
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect"),
    ];
    const view = renderView(<FlightResultsList count={3} renderItem={card("A")} label="Resultados" />);
    view.rerender(<FlightResultsList count={3} renderItem={card("B")} label="Resultados" />);
    expect(screen.getByText("B 1")).toBeTruthy();
    const rowReads = heights.flatMap((spy) => spy.mock.contexts).filter((element) => element instanceof HTMLLIElement);
    expect(rowReads).toEqual([]);
  });
});

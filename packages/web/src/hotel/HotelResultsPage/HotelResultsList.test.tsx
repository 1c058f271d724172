import { fireEvent, screen, within } from "@testing-library/react";
import { paginationView } from "@travesia/core";
import { beforeAll, describe, expect, it } from "vitest";
import { everyPreloaded } from "../../shared/results/preload/preload";
import { renderView } from "../../test/renderView";
import { cardsContext, hotel } from "../resultsFixtures";
import { HotelResultsList, type HotelResultsListProps } from "./HotelResultsList";

const context = cardsContext();

const props = (overrides: Partial<HotelResultsListProps> = {}, pages: number[] = []): HotelResultsListProps => ({
  hotels: [hotel("1"), hotel("2")],
  disabled: [],
  all: [hotel("1"), hotel("2")],
  viewMode: "abreviada",
  label: "Resultados de hoteles",
  context,
  skeletons: 0,
  overlaid: false,
  pagination: paginationView(1, 3),
  onPage: (page) => void pages.push(page),
  ...overrides,
});

describe("HotelResultsList", () => {
  // The cards' code is loaded beside the first search; here, before the first page is drawn.
  beforeAll(everyPreloaded);

  it("lists the hotels in the virtual list, its pager after them", () => {
    const pages: number[] = [];
    renderView(<HotelResultsList {...props({}, pages)} />);
    const list = screen.getByRole("list", { name: "Resultados de hoteles" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(pages).toEqual([2]);
  });

  it("draws the carousel as a row the keyboard can scroll, and placeholders while more hotels come", () => {
    const view = renderView(<HotelResultsList {...props({ viewMode: "carousel", skeletons: 3 })} />);
    const row = screen.getByRole("region", { name: "Vista de carrusel" });
    expect(row.getAttribute("tabindex")).toBe("0");
    expect(within(row).getAllByRole("article")).toHaveLength(2);
    expect(view.container.querySelectorAll("[aria-hidden='true']").length).toBeGreaterThanOrEqual(3);
  });

  it("says a disabled hotel's notice above the list", () => {
    const closed = hotel("9", { disabled: true });
    renderView(<HotelResultsList {...props({ disabled: [closed], all: [closed, hotel("1"), hotel("2")] })} />);
    expect(screen.getByRole("status")).toBeTruthy();
  });
});

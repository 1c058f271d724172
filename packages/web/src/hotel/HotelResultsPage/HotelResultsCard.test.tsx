import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { everyPreloaded } from "../../shared/results/preload/preload";
import { renderView } from "../../test/renderView";
import { cardsContext, fixedCards, hotel } from "../resultsFixtures";
import { HotelResultsCard } from "./HotelResultsCard";

const context = cardsContext;

describe("HotelResultsCard", () => {
  // The cards' code is loaded beside the first search; here, before the first page is drawn.
  beforeAll(everyPreloaded);

  it("draws the abbreviated card of a list view, with its detail link", () => {
    renderView(<HotelResultsCard hotel={hotel("5")} context={context({ detailHref: () => "/hotel/5" })} />);
    expect(screen.getByRole("article")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hotel 5" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Hotel 5/ }).getAttribute("href")).toBe("/hotel/5");
  });

  it("holds an aggregated card's place until its machinery has loaded, then draws it", async () => {
    const waiting = renderView(<HotelResultsCard hotel={hotel("5")} context={context({ aggregated: true })} />);
    expect(screen.queryByRole("article")).toBeNull();
    expect(waiting.container.querySelector("[aria-hidden='true']")).not.toBeNull();
    waiting.unmount();
    const cards = fixedCards({ expanded: false, board: undefined, pages: 1 });
    renderView(<HotelResultsCard hotel={hotel("5")} context={context({ aggregated: true, cards })} />);
    expect(await screen.findByRole("article")).toBeTruthy();
  });
});

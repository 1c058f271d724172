import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { priceContext, rate } from "../resultsFixtures";
import { HotelRatePrice, HotelRateRooms } from "./HotelRatePrice";

describe("HotelRatePrice and HotelRateRooms", () => {
  it("writes each room with its occupancy, rooms joined by '+'", () => {
    const twoRooms = rate("1", 300, {
      rooms: [
        { type: { name: "Doble" }, occupancy: { adults: 2, children: 1 } },
        { type: { name: "Simple" }, occupancy: { adults: 1, children: 0 } },
      ],
    });
    renderView(
      <p>
        <HotelRateRooms rate={twoRooms} />
      </p>,
    );
    expect(screen.getByText("Doble, 2 adultos, 1 menor + Simple, 1 adulto")).toBeTruthy();
  });

  it("shows a rate's price with its notes, and nothing for an amount that does not read", () => {
    const view = renderView(<HotelRatePrice rate={rate("1", 300)} context={priceContext} />);
    expect(view.container.querySelector("strong")?.textContent).toMatch(/100/);
    view.rerender(<HotelRatePrice rate={rate("1", Number.NaN)} context={priceContext} />);
    expect(view.container.querySelector("strong")).toBeNull();
  });
});

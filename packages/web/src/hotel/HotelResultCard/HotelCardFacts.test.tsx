import { screen } from "@testing-library/react";
import { hotelAbbreviatedCard } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel } from "../resultsFixtures";
import { HotelCardFacts } from "./HotelCardFacts";

describe("HotelCardFacts (spec 001 §2 'Abbreviated view')", () => {
  it("says the address, the first rate's rooms and the first three amenities by their names", () => {
    const shown = hotel("1", { amenities: ["SPA", "POOL", "GYM", "BAR"] });
    renderView(
      <HotelCardFacts hotel={shown} card={hotelAbbreviatedCard(shown)} amenityNames={new Map([["SPA", "Spa"]])} />,
    );
    expect(screen.getByText("Gran Vía 1")).toBeTruthy();
    expect(screen.getByText("Habitación doble, 2 adultos")).toBeTruthy();
    const amenities = screen.getByRole("list", { name: "Servicios" });
    expect(amenities.textContent).toBe("SpaPOOLGYM");
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { hotelAbbreviatedCard } from "@travesia/core";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel, priceContext } from "../resultsFixtures";
import { type HotelCardTab, HotelCardTabs } from "./HotelCardTabs";

const Tabs = ({ rates }: { readonly rates?: string }) => {
  const [open, setOpen] = useState<HotelCardTab | null>(null);
  const shown = hotel("3");
  return (
    <HotelCardTabs
      hotel={shown}
      card={hotelAbbreviatedCard(shown)}
      priceContext={priceContext}
      openTab={open}
      onTab={setOpen}
      idPrefix="card-3"
      rates={rates === undefined ? undefined : <p>{rates}</p>}
      detailHref={undefined}
    />
  );
};

describe("HotelCardTabs (spec 001 §2 'Per result, expandable tabs')", () => {
  it("opens one tab at a time: the rooms list the card's first rates until a rates slot is given", () => {
    renderView(<Tabs />);
    const rooms = screen.getByRole("button", { name: "Habitaciones" });
    fireEvent.click(rooms);
    expect(rooms.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByText(/Habitación doble, 2 adultos · Desayuno/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Detalle" }));
    expect(rooms.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the rates slot in the rooms tab when there is one", () => {
    renderView(<Tabs rates="tarifas del hotel" />);
    fireEvent.click(screen.getByRole("button", { name: "Habitaciones" }));
    expect(screen.getByText("tarifas del hotel")).toBeTruthy();
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel, priceContext } from "../resultsFixtures";
import { HotelResultsOffers } from "./HotelResultsOffers";

describe("HotelResultsOffers (spec 001 §4)", () => {
  it("draws as many offers as the page shows (1 on phones), each linked to its detail", async () => {
    renderView(
      <HotelResultsOffers
        offers={[hotel("1"), hotel("2")]}
        shown={1}
        priceContext={priceContext}
        detailHref={(offer) => `/hotel/${offer.hotelDetailId}`}
      />,
    );
    expect(screen.getByRole("complementary", { name: "Ofertas" })).toBeTruthy();
    expect(await screen.findByText("Hotel 1")).toBeTruthy();
    expect(screen.queryByText("Hotel 2")).toBeNull();
  });

  it("draws nothing before the reply has offers, or where no widget is shown", () => {
    const none = renderView(
      <HotelResultsOffers offers={[]} shown={2} priceContext={priceContext} detailHref={undefined} />,
    );
    expect(none.container.textContent).toBe("");
    const hidden = renderView(
      <HotelResultsOffers offers={[hotel("1")]} shown={0} priceContext={priceContext} detailHref={undefined} />,
    );
    expect(hidden.container.textContent).toBe("");
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel, priceContext, rate } from "../resultsFixtures";
import { HotelOfferWidget } from "./HotelOfferWidget";

const offer = hotel("7", {
  name: "Hotel Mirador",
  images: ["/images/hotels/7/1.jpg"],
  rating: { value: 4 },
  rates: [rate("7-1", 420), rate("7-2", 300, { offers: ["Early booking 10 %"] })],
});

describe("HotelOfferWidget (spec 001 §3 Recommended offer)", () => {
  it("shows the image, the name linking to the hotel, stars, address, the offer and the cheapest price", () => {
    renderView(<HotelOfferWidget hotel={offer} priceContext={priceContext} href="/hotel/details/mirador/7/x" />);
    const link = screen.getByRole("link", { name: /^Hotel Mirador \(se abre en una pestaña nueva\)$/ });
    expect([link.getAttribute("href"), link.getAttribute("target")]).toEqual(["/hotel/details/mirador/7/x", "_blank"]);
    expect(screen.getByRole("img", { name: "4 estrellas" })).toBeTruthy();
    expect(screen.getByText("Gran Vía 1")).toBeTruthy();
    expect(screen.getByText("Early booking 10 %")).toBeTruthy();
    // USD 300 for 3 nights, per night.
    expect(screen.getByText("USD 100,00")).toBeTruthy();
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/images/hotels/7/1.jpg");
  });

  it("replaces a broken image with the hotel default", () => {
    renderView(<HotelOfferWidget hotel={offer} priceContext={priceContext} />);
    const image = document.querySelector("img");
    if (image === null) throw new Error("no image");
    fireEvent.error(image);
    expect(document.querySelector("img")?.getAttribute("src")).not.toBe("/images/hotels/7/1.jpg");
    expect(document.querySelector("picture")).not.toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { name: "Hotel Mirador" })).toBeTruthy();
  });
});

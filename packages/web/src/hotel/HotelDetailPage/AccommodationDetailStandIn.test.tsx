import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { AccommodationDetailStandIn } from "./AccommodationDetailStandIn";

const header = {
  name: "Hotel Gran Vía",
  stars: "★★★★",
  recommendation: "very-good",
  badge: "Muy recomendado",
  reviewImage: "/images/reviews/4.5.svg",
  reviews: "120 opiniones",
  address: "Gran Vía 1, Madrid",
  photos: ["/images/hotels/1/1.jpg", "/images/hotels/1/2.jpg", "", "", "", ""],
  hotelActions: true,
};

describe("AccommodationDetailStandIn", () => {
  it("draws the detail page's header as the page does, over its loading line", () => {
    renderView(<AccommodationDetailStandIn {...header} />);
    expect(screen.getByRole("heading", { level: 1, name: "Hotel Gran Vía" })).toBeTruthy();
    expect(screen.getByText("Gran Vía 1, Madrid")).toBeTruthy();
    expect(screen.getByText("Muy recomendado").dataset.tone).toBe("very-good");
    expect(screen.getByText("120 opiniones").querySelector("img")?.getAttribute("src")).toBe(header.reviewImage);
    expect(screen.getByRole("status").textContent).toBe("Cargando tarifas…");
  });

  it("draws the gallery's first photos in the gallery's tiles, the empty slots left for the styles to hide", () => {
    const { container } = renderView(<AccommodationDetailStandIn {...header} />);
    const photos = [...container.querySelectorAll("ul img")];
    // React leaves an empty address out; the server writes the prerendered slot empty (`src=""`).
    expect(photos.map((photo) => photo.getAttribute("src") ?? "")).toEqual(header.photos);
    // Decorative until the page's gallery makes them buttons; the first is the one fetched first.
    expect(photos.every((photo) => photo.getAttribute("alt") === "")).toBe(true);
    expect(photos[0]?.getAttribute("fetchpriority")).toBe("high");
    // Over the loading line, as the page's gallery sits over its rates.
    const status = screen.getByRole("status");
    expect(container.querySelector("ul")?.compareDocumentPosition(status)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("draws a hotel's actions as they first show, so the photos sit where the page draws them; a house has none", () => {
    renderView(<AccommodationDetailStandIn {...header} />);
    expect(screen.getByRole("button", { name: /Agregar a favoritos/ }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Compartir: Hotel Gran Vía" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    const house = renderView(<AccommodationDetailStandIn {...header} hotelActions={false} />);
    expect(house.container.querySelectorAll("button")).toHaveLength(0);
  });

  it("leaves the stars to the page to describe: they are hidden from assistive technology until then", () => {
    renderView(<AccommodationDetailStandIn {...header} />);
    expect(screen.getByText("★★★★").getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByRole("img", { name: /estrellas/ })).toBeNull();
  });

  it("keeps the parts a hotel lacks empty, for the page's styles to hide", () => {
    const { container } = renderView(
      <AccommodationDetailStandIn {...header} stars="" recommendation="" badge="" reviewImage="" reviews="" />,
    );
    const facts = container.querySelector("header p");
    expect(facts?.textContent).toBe("");
  });
});

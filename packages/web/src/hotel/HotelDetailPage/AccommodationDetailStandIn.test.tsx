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

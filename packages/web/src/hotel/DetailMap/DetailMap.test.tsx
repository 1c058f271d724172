import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { DetailMap } from "./DetailMap";

const marker = {
  id: "1",
  name: "Casa Sol",
  stars: 4,
  price: null,
  priceLabel: null,
  latitude: -34.9,
  longitude: -54.9,
};

describe("DetailMap", () => {
  it("holds the map's box with its heading until it comes near the screen; nothing without a position", () => {
    const view = renderView(<DetailMap marker={marker} near={false} />);
    expect(screen.getByRole("heading", { level: 2, name: "Ubicación" })).toBeTruthy();
    expect(screen.getByText("Cargando el mapa…")).toBeTruthy();
    view.unmount();
    const none = renderView(<DetailMap marker={null} near />);
    expect(none.container.textContent).toBe("");
  });
});

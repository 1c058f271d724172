import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { FlightDateGridTab } from "./FlightDateGridTab";

const grid = <p>the grid</p>;

describe("FlightDateGridTab", () => {
  it("a flexible search shows the grid at once", () => {
    renderView(<FlightDateGridTab presence="open">{grid}</FlightDateGridTab>);
    expect(screen.getByText("the grid")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Precios por fecha" })).toBeNull();
  });

  it("a fixed round trip keeps the grid behind 'Precios por fecha' until it is opened", () => {
    renderView(<FlightDateGridTab presence="tab">{grid}</FlightDateGridTab>);
    const button = screen.getByRole("button", { name: "Precios por fecha" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("the grid")).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("the grid")).toBeTruthy();
  });

  it("a fixed one-way search has no grid", () => {
    const { container } = renderView(<FlightDateGridTab presence="none">{grid}</FlightDateGridTab>);
    expect(container.textContent).toBe("");
  });
});

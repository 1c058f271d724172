import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { ArrearsBar } from "./ArrearsBar";

describe("ArrearsBar", () => {
  it("shows nothing without messages and each server message otherwise", () => {
    const { container, rerender } = renderView(<ArrearsBar messages={[]} />);
    expect(container.querySelector("[data-testid=arrears-bar]")).toBeNull();
    rerender(<ArrearsBar messages={[{ message: "Facturas vencidas", msgLevel: "warning" }]} />);
    expect(screen.getByRole("region", { name: "Aviso de pagos pendientes" }).textContent).toBe("Facturas vencidas");
  });
});

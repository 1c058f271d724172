import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { Toasts } from "./Toasts";

describe("Toasts", () => {
  it("shows each toast in a polite live region, with its title, text or server message, and dismisses it", () => {
    const onDismiss = vi.fn();
    renderView(
      <Toasts
        toasts={[
          {
            id: 1,
            level: "warning",
            key: "budget.createError",
            serverMessage: "Ya existe un presupuesto",
            durationMs: 5000,
          },
          { id: 2, level: "error", key: "budget.listError", titleKey: "budget.listErrorTitle", durationMs: null },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("Ya existe un presupuesto");
    expect(region.textContent).toContain("Lo sentimos!No se pudieron recuperar los presupuestos");
    const [first] = screen.getAllByRole("button", { name: "Cerrar aviso" });
    if (first === undefined) throw new Error("no dismiss button");
    fireEvent.click(first);
    expect(onDismiss).toHaveBeenCalledWith(1);
  });
});

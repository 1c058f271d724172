import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { PackageSelectPanel, type PackageSelectPanelProps } from "./PackageSelectPanel";

const more = { isNotZero: true, key: "flight.priceMore", params: { currency: "USD", value: "120,00" } } as const;

const draw = (props: Partial<PackageSelectPanelProps> = {}, language: "es" | "en" | "pt" = "es") => {
  const onSelect = vi.fn();
  renderView(
    <PackageSelectPanel
      selected={false}
      variation={more}
      labelKey="quote.select"
      disabled={false}
      onSelect={onSelect}
      name="Seleccionar Hotel Sol"
      {...props}
    />,
    language,
  );
  return onSelect;
};

describe("PackageSelectPanel", () => {
  it("an alternative shows what it would change and selects", () => {
    const onSelect = draw();
    expect(screen.getByText("por USD 120,00 más")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Seleccionar Hotel Sol" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it("the chosen option says 'Incluida en el precio' and 'Seleccionado', disabled", () => {
    draw({ selected: true, labelKey: "quote.selected", disabled: true, name: "Seleccionado: Hotel Sol" });
    expect(screen.getByText("Incluida en el precio")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Seleccionado: Hotel Sol" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("✓ Seleccionado");
    expect(screen.queryByText(/más/)).toBeNull();
  });

  it("a cheaper option says 'menos'; the same price says so; a card waiting for its legs says why", () => {
    draw({
      variation: { ...more, key: "flight.priceLess" },
      disabled: true,
      hintKey: "packageScreens.pickEveryLeg",
    });
    expect(screen.getByText("por USD 120,00 menos")).toBeTruthy();
    expect(screen.getByText("Elegí la ida y la vuelta de esta opción para seleccionarla.")).toBeTruthy();
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
  });

  it("speaks English", () => {
    draw({ variation: { ...more, isNotZero: false } }, "en");
    expect(screen.getByText("Same price")).toBeTruthy();
    expect(screen.getByRole("button").textContent).toBe("Select");
  });
});

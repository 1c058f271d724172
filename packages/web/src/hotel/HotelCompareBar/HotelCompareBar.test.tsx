import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelCompareBar, type HotelCompareBarProps } from "./HotelCompareBar";

const REFUSAL = { titleKey: "hotel.compareTitle", messageKey: "hotel.compareMinimum" } as const;

const props = (over: Partial<HotelCompareBarProps> = {}): HotelCompareBarProps => ({
  count: 1,
  maximum: 4,
  full: false,
  onCompare: vi.fn(),
  onClear: vi.fn(),
  refusal: null,
  onDismiss: vi.fn(),
  ...over,
});

/** The bar as the page holds it: 'Comparar hoteles' with one hotel raises the refusal, the dialog dismisses it. */
const OneHotelPicked = () => {
  const [refusal, setRefusal] = useState<typeof REFUSAL | null>(null);
  return (
    <HotelCompareBar {...props({ onCompare: () => setRefusal(REFUSAL), refusal, onDismiss: () => setRefusal(null) })} />
  );
};

describe("HotelCompareBar", () => {
  it("is absent with no hotel picked", () => {
    renderView(<HotelCompareBar {...props({ count: 0 })} />);
    expect(screen.queryByRole("region", { name: "Comparador" })).toBeNull();
  });

  it("counts the hotels, says the limit once full, compares and clears", () => {
    const given = props({ count: 4, full: true });
    renderView(<HotelCompareBar {...given} />);
    const bar = screen.getByRole("region", { name: "Comparador" });
    expect(bar.textContent).toContain("4 hoteles para comparar");
    expect(bar.textContent).toContain("Puede comparar hasta 4 hoteles");
    fireEvent.click(screen.getByRole("button", { name: "Comparar hoteles" }));
    fireEvent.click(screen.getByRole("button", { name: "Limpiar selección" }));
    expect(given.onCompare).toHaveBeenCalledTimes(1);
    expect(given.onClear).toHaveBeenCalledTimes(1);
  });

  it("says one hotel in the singular", () => {
    renderView(<HotelCompareBar {...props()} />);
    expect(screen.getByText("1 hotel para comparar")).toBeTruthy();
  });

  it("shows the refusal as the 'Comparador' dialog; Escape closes it and the focus is back on 'Comparar hoteles'", async () => {
    renderView(<OneHotelPicked />);
    const go = screen.getByRole("button", { name: "Comparar hoteles" });
    go.focus();
    fireEvent.click(go);
    const dialog = await screen.findByRole("dialog", { name: "Comparador" });
    expect(dialog.textContent).toContain("Por favor seleccione al menos 2 hoteles para poder comparar");
    const close = await screen.findByRole("button", { name: "Cerrar" });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await expectNoAxeViolations(dialog);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Comparar hoteles" })));
  });

  it("'Cerrar' closes the dialog", async () => {
    const given = props({ refusal: REFUSAL });
    renderView(<HotelCompareBar {...given} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cerrar" }));
    expect(given.onDismiss).toHaveBeenCalledTimes(1);
  });
});

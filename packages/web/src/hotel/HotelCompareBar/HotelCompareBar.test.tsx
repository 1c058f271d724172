import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelCompareBar } from "./HotelCompareBar";

describe("HotelCompareBar", () => {
  it("is absent with no hotel picked", () => {
    renderView(<HotelCompareBar count={0} maximum={4} full={false} onCompare={vi.fn()} onClear={vi.fn()} />);
    expect(screen.queryByRole("region", { name: "Comparador" })).toBeNull();
  });

  it("counts the hotels, says the limit once full, compares and clears", () => {
    const onCompare = vi.fn();
    const onClear = vi.fn();
    renderView(<HotelCompareBar count={4} maximum={4} full onCompare={onCompare} onClear={onClear} />);
    const bar = screen.getByRole("region", { name: "Comparador" });
    expect(bar.textContent).toContain("4 hoteles para comparar");
    expect(bar.textContent).toContain("Puede comparar hasta 4 hoteles");
    fireEvent.click(screen.getByRole("button", { name: "Comparar hoteles" }));
    fireEvent.click(screen.getByRole("button", { name: "Limpiar selección" }));
    expect(onCompare).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it("says one hotel in the singular", () => {
    renderView(<HotelCompareBar count={1} maximum={4} full={false} onCompare={vi.fn()} onClear={vi.fn()} />);
    expect(screen.getByText("1 hotel para comparar")).toBeTruthy();
  });
});

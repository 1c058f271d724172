import { screen } from "@testing-library/react";
import type { HotelRate } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelRates, type HotelRatesProps } from "./HotelRates";

const rate = (id: string): HotelRate => ({
  id,
  tripProductID: `t-${id}`,
  rooms: [{ type: { name: "Doble" } }],
  board: { code: "1", name: "Solo habitación" },
  prices: { gross: { amount: 100 } },
});

const props = (over: Partial<HotelRatesProps> = {}): HotelRatesProps => ({
  hotelName: "Hotel Sol",
  status: "ready",
  errorKey: null,
  rates: [rate("a"), rate("b"), rate("c")],
  hiddenCount: 4,
  onShowAll: () => {},
  renderRate: (r) => <li key={r.id}>{r.id}</li>,
  ...over,
});

describe("HotelRates", () => {
  it("lists the rates and 'VER OTRAS n TARIFAS DISPONIBLES' that shows the rest", () => {
    const onShowAll = vi.fn();
    renderView(<HotelRates {...props({ onShowAll })} />);
    const list = screen.getByRole("region", { name: "Tarifas disponibles: Hotel Sol" });
    expect(list.querySelectorAll("li")).toHaveLength(3);
    screen.getByRole("button", { name: "VER OTRAS 4 TARIFAS DISPONIBLES" }).click();
    expect(onShowAll).toHaveBeenCalledOnce();
  });

  it("one hidden rate reads in the singular; none hides the link; en and pt have their own words", () => {
    const one = renderView(<HotelRates {...props({ hiddenCount: 1 })} />);
    expect(screen.getByRole("button", { name: "VER OTRA 1 TARIFA DISPONIBLE" })).toBeTruthy();
    one.unmount();
    const none = renderView(<HotelRates {...props({ hiddenCount: 0 })} />);
    expect(screen.queryByRole("button")).toBeNull();
    none.unmount();
    renderView(<HotelRates {...props()} />, "en");
    expect(screen.getByRole("region", { name: /^Available rates/ })).toBeTruthy();
  });

  it("loading, error and empty states", () => {
    const loading = renderView(<HotelRates {...props({ status: "loading", rates: [] })} />);
    expect(screen.getByRole("status").textContent).toBe("Cargando tarifas…");
    expect(screen.queryByRole("button")).toBeNull();
    loading.unmount();
    const error = renderView(<HotelRates {...props({ status: "error", errorKey: "hotel.searchFailed", rates: [] })} />);
    expect(screen.getByRole("alert").textContent).toBe("Fallo al recuperar los resultados");
    error.unmount();
    renderView(<HotelRates {...props({ rates: [], hiddenCount: 0 })} />);
    expect(screen.getByText("No hay tarifas disponibles para este hotel.")).toBeTruthy();
  });
});

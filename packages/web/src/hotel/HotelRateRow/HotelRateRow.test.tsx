import { fireEvent, screen } from "@testing-library/react";
import { type HotelRate, type HotelRateRowView, hotelRateRow } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelRateRow, type HotelRateRowProps } from "./HotelRateRow";

const rate: HotelRate = {
  id: "r1",
  tripProductID: "t1",
  rooms: [{ type: { name: "Habitación doble" }, occupancy: { adults: 2, children: 1 } }],
  board: { code: "2", name: "Desayuno" },
  prices: { gross: { amount: 361.5 } },
  availability: "ORQ",
  comments: ["<p>Sin <b>mascotas</b></p>"],
  offers: ["10% de descuento"],
  moreOptions: true,
  baseRateVariations: { variation: { code: "board", amountDiff: { value: 15, isPositive: true, isNotZero: true } } },
};

const context = {
  currency: "USD",
  perNight: false,
  nights: 3,
  showPricesIncludeTaxes: true,
  countryTax: false,
  rgTax: false,
  priceGo: false,
} as const;

const props = (over: Partial<HotelRateRowProps> = {}): HotelRateRowProps => ({
  row: hotelRateRow(rate, context, "es"),
  unselectable: false,
  policyOpen: false,
  onTogglePolicy: () => {},
  policyCompact: <span>compact</span>,
  policyFull: <span>full panel</span>,
  moreOptions: { loading: false, onClick: () => {} },
  relatedRatesUrl: "/hotel/results/MAD/2027-01-12/2027-01-15/2-0?baseRate=r1",
  relatedRatesReplaceQuote: false,
  quote: <button type="button">Seleccionar</button>,
  budget: <button type="button">Agregar a presupuesto</button>,
  ...over,
});

describe("HotelRateRow", () => {
  it("shows rooms with guests, board, on request, price with basis and tax, variation, comments and offers", async () => {
    renderView(<ul>{<HotelRateRow {...props()} />}</ul>);
    const row = screen.getByTestId("rate-row");
    expect(screen.getByRole("list", { name: "Habitaciones" }).textContent).toBe(
      "Habitación doble · 2 adultos, 1 menor",
    );
    expect(screen.getByText("Desayuno incluido")).toBeTruthy();
    expect(screen.getByText("Bajo petición")).toBeTruthy();
    expect(row.textContent).toContain("Precio: USD 361,50Precio total de la estadíaImpuestos incluidos");
    expect(screen.getByText("por USD 15,00 más")).toBeTruthy();
    expect((await screen.findByText("mascotas")).tagName).toBe("B");
    expect(screen.getByRole("list", { name: "Ofertas" }).textContent).toBe("10% de descuento");
    expect(screen.getByRole("button", { name: "Seleccionar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Agregar a presupuesto" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver tarifas relacionadas" }).getAttribute("href")).toContain(
      "baseRate=r1",
    );
  });

  it("the policy toggle says whether it is open and shows the full panel only while open", () => {
    const onToggle = vi.fn();
    const closed = renderView(<ul>{<HotelRateRow {...props({ onTogglePolicy: onToggle })} />}</ul>);
    const toggle = screen.getByRole("button", { name: "Política de cancelación" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("full panel")).toBeNull();
    toggle.click();
    expect(onToggle).toHaveBeenCalledOnce();
    closed.unmount();
    renderView(<ul>{<HotelRateRow {...props({ policyOpen: true })} />}</ul>);
    expect(screen.getByRole("button", { name: "Cerrar política" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("full panel")).toBeTruthy();
  });

  it("the pointer on the closed policy toggle, or its focus, says the panel is about to open", () => {
    const onIntent = vi.fn();
    const closed = renderView(<ul>{<HotelRateRow {...props({ onPolicyIntent: onIntent })} />}</ul>);
    const toggle = screen.getByRole("button", { name: "Política de cancelación" });
    fireEvent.pointerEnter(toggle);
    toggle.focus();
    expect(onIntent).toHaveBeenCalledTimes(2);
    closed.unmount();
    renderView(<ul>{<HotelRateRow {...props({ policyOpen: true, onPolicyIntent: onIntent })} />}</ul>);
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Cerrar política" }));
    expect(onIntent).toHaveBeenCalledTimes(2);
  });

  it("'Más tarifas' asks for options and reads 'Buscando más tarifas…' while they come", () => {
    const onClick = vi.fn();
    const first = renderView(<ul>{<HotelRateRow {...props({ moreOptions: { loading: false, onClick } })} />}</ul>);
    screen.getByRole("button", { name: "Más tarifas" }).click();
    expect(onClick).toHaveBeenCalledOnce();
    first.unmount();
    renderView(<ul>{<HotelRateRow {...props({ moreOptions: { loading: true, onClick } })} />}</ul>);
    expect((screen.getByRole("button", { name: "Buscando más tarifas…" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a disabled row is marked unselectable and related rates take the quote button's place", () => {
    renderView(<ul>{<HotelRateRow {...props({ unselectable: true, relatedRatesReplaceQuote: true })} />}</ul>);
    expect(screen.getByTestId("rate-row").dataset.unselectable).toBe("true");
    expect(screen.queryByRole("button", { name: "Seleccionar" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Ver tarifas relacionadas" })).toHaveLength(1);
  });

  it("opening and closing the policy panel draws the policy parts only, not the price column again", () => {
    // Only the price column reads the row's price: counting the reads tells whether it was drawn. (Module mocks are
    // unreliable here: web's test files share a worker's modules.)
    const counted = (view: HotelRateRowView) => {
      let reads = 0;
      const row = Object.defineProperty({ ...view }, "price", {
        get: () => {
          reads += 1;
          return view.price;
        },
      });
      return { row, reads: () => reads };
    };
    const first = counted(hotelRateRow(rate, context, "es"));
    const row = props({ row: first.row });
    const view = renderView(<ul>{<HotelRateRow {...row} />}</ul>);
    const drawn = first.reads();
    expect(drawn).toBeGreaterThan(0);
    view.rerender(<ul>{<HotelRateRow {...row} policyOpen policyFull={<span>full panel</span>} />}</ul>);
    expect(screen.getByText("full panel")).toBeTruthy();
    view.rerender(<ul>{<HotelRateRow {...row} policyCompact={<span>compact again</span>} />}</ul>);
    expect(screen.getByText("compact again")).toBeTruthy();
    expect(first.reads()).toBe(drawn);
    const next = counted(hotelRateRow(rate, context, "es"));
    view.rerender(<ul>{<HotelRateRow {...row} row={next.row} />}</ul>);
    expect(next.reads()).toBeGreaterThan(0);
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import {
  type HotelFilterSidebarContext,
  type HotelSearchFilterOptions,
  type HotelSearchFilters,
  hotelFilterSidebar,
  hotelSearchFiltersDefault,
} from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelFilterSidebar, type HotelFilterSidebarProps } from "./HotelFilterSidebar";

const center = { latitude: -34.6037, longitude: -58.3816 };

const context: HotelFilterSidebarContext = {
  searchedByHotelName: false,
  priceGo: false,
  showRefundable: true,
  hasGeoReference: true,
  showTripAdvisor: true,
  showSuppliers: true,
  showZoneFilter: true,
  viewType: "simple",
  loading: false,
};

const facets: HotelSearchFilterOptions = {
  offers: { favourite: { selected: false, quantity: 4 }, offer: { selected: false, quantity: 9 } },
  board: [
    { code: "1", description: "Solo habitación", quantity: 20 },
    { code: "2", description: "Desayuno incluido", quantity: 12 },
  ],
  services: ["wifi", "pool", "gym", "spa", "bar", "parking", "pets", "beach", "golf"].map((code, index) => ({
    code,
    description: `Servicio ${code}`,
    quantity: 10 - index,
  })),
  supplier: [{ code: "HB", description: "Hotelbeds", quantity: 30 }],
  zone: [{ code: "Z1", description: "Recoleta", quantity: 8 }],
  destination: [{ code: "BUE", description: "Buenos Aires", quantity: 33 }],
  rate: { minimumValue: 48.5, maximumValue: 310.2, currencyCode: "USD" },
  geoReference: center,
};

const draw = (props: Partial<HotelFilterSidebarProps> = {}, language: "es" | "en" | "pt" = "es") => {
  const onChange = vi.fn();
  const onClear = vi.fn();
  const view = renderView(
    <HotelFilterSidebar
      sidebar={hotelFilterSidebar(context)}
      filters={hotelSearchFiltersDefault}
      facets={facets}
      currencyCode="USD"
      onChange={onChange}
      onClear={onClear}
      {...props}
    />,
    language,
  );
  return { onChange, onClear, view };
};

const group = (name: string) => within(screen.getByRole("group", { name }));

describe("HotelFilterSidebar: blocks and their visibility (spec 001 §2)", () => {
  it("shows every block when the context allows them, with counts beside options", () => {
    draw();
    expect(screen.getByRole("heading", { name: "Filtrar Por" })).toBeTruthy();
    for (const name of [
      "Ofertas y promociones",
      "Tipo de tarifa",
      "Categoría",
      "Punto de interés",
      "Rango de precios (USD)",
      "Calificación de viajeros",
      "Régimen",
      "Servicios",
      "Proveedores",
      "Zonas",
      "Destinos",
    ])
      expect(screen.getByRole("group", { name })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Nombre del hotel" })).toBeTruthy();
    expect(group("Régimen").getByRole("checkbox", { name: "Desayuno incluido (12)" })).toBeTruthy();
    expect(group("Ofertas y promociones").getByRole("checkbox", { name: "Con ofertas (9)" })).toBeTruthy();
  });

  it("hides offers and the review rating in price-GO; the review rating in aggregated views too", () => {
    draw({ sidebar: hotelFilterSidebar({ ...context, priceGo: true }) });
    expect(screen.queryByRole("group", { name: "Ofertas y promociones" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Calificación de viajeros" })).toBeNull();
    expect(screen.getByRole("group", { name: "Categoría" })).toBeTruthy();
  });

  it("an aggregated view hides the review rating and every count", () => {
    draw({ sidebar: hotelFilterSidebar({ ...context, viewType: "aggregated-basic" }) });
    expect(screen.queryByRole("group", { name: "Calificación de viajeros" })).toBeNull();
    expect(group("Régimen").getByRole("checkbox", { name: "Desayuno incluido" })).toBeTruthy();
  });

  it("shows no count while results still load", () => {
    draw({ sidebar: hotelFilterSidebar({ ...context, loading: true }) });
    expect(group("Régimen").getByRole("checkbox", { name: "Solo habitación" })).toBeTruthy();
    expect(screen.queryByText("(20)")).toBeNull();
  });

  it("shows refundable, POI, suppliers and zones only when allowed", () => {
    draw({
      sidebar: hotelFilterSidebar({
        ...context,
        showRefundable: false,
        hasGeoReference: false,
        showSuppliers: false,
        showZoneFilter: false,
      }),
    });
    for (const name of ["Tipo de tarifa", "Punto de interés", "Proveedores", "Zonas"])
      expect(screen.queryByRole("group", { name })).toBeNull();
    expect(screen.getByRole("group", { name: "Destinos" })).toBeTruthy();
  });

  it("disables the hotel name, with the searched name and why, when the search was by name", () => {
    draw({
      sidebar: hotelFilterSidebar({ ...context, searchedByHotelName: true }),
      facets: { ...facets, hotelName: "Plaza" },
    });
    const box = screen.getByRole("searchbox", { name: "Nombre del hotel" }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe("Plaza");
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Buscaste por nombre de hotel: este filtro no se puede cambiar.",
    );
  });

  it("leaves out a list with no options", () => {
    draw({ facets: { ...facets, zone: [] } });
    expect(screen.queryByRole("group", { name: "Zonas" })).toBeNull();
  });

  it("speaks English and Portuguese", () => {
    draw({}, "en");
    expect(screen.getByRole("group", { name: "Price range (USD)" })).toBeTruthy();
    screen.getByRole("button", { name: "Clear filters" });
  });
});

describe("HotelFilterSidebar: what each block sends", () => {
  it("hotel name: on Enter or Aplicar, trimmed; an emptied box removes the filter", () => {
    const { onChange, view } = draw();
    const box = screen.getByRole("searchbox", { name: "Nombre del hotel" });
    fireEvent.change(box, { target: { value: "  Plaza " } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.submit(box);
    expect(onChange).toHaveBeenLastCalledWith({ hotelName: "Plaza" });
    view.unmount();
    const named = draw({ filters: { ...hotelSearchFiltersDefault, hotelName: "Plaza" } });
    fireEvent.change(screen.getByRole("searchbox", { name: "Nombre del hotel" }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar Nombre del hotel" }));
    expect(named.onChange).toHaveBeenLastCalledWith({ hotelName: null });
  });

  it("offers and refundable: one toggle each", () => {
    const { onChange } = draw();
    fireEvent.click(group("Ofertas y promociones").getByRole("checkbox", { name: "Favoritos (4)" }));
    expect(onChange).toHaveBeenLastCalledWith({ offers: { favourite: true, offer: false, recommended: false } });
    fireEvent.click(group("Ofertas y promociones").getByRole("checkbox", { name: "Recomendados" }));
    expect(onChange).toHaveBeenLastCalledWith({ offers: { favourite: false, offer: false, recommended: true } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Preferentemente reembolsables" }));
    expect(onChange).toHaveBeenLastCalledWith({ requestNonRefundableRates: true });
  });

  it("category and review rating: labelled sliders, sent only on Aplicar", () => {
    const { onChange } = draw();
    const category = group("Categoría");
    const apply = category.getByRole("button", { name: "Aplicar Categoría" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const min = category.getByRole("slider", { name: "Mínimo" });
    expect(min.getAttribute("aria-valuetext")).toBe("1 estrella");
    fireEvent.change(min, { target: { value: "3" } });
    expect(category.getByText("De 3 a 5 estrellas")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(apply);
    expect(onChange).toHaveBeenLastCalledWith({ category: { min: 3, max: 5 } });
    const review = group("Calificación de viajeros");
    fireEvent.change(review.getByRole("slider", { name: "Máximo" }), { target: { value: "2" } });
    fireEvent.click(review.getByRole("button", { name: "Aplicar Calificación de viajeros" }));
    expect(onChange).toHaveBeenLastCalledWith({ tripadvisor: { min: 1, max: 2 } });
  });

  it("a slider starts again from the applied range when the state changes outside (clear filters, back)", () => {
    const { view, onChange } = draw();
    fireEvent.change(group("Categoría").getByRole("slider", { name: "Mínimo" }), { target: { value: "4" } });
    view.rerender(
      <HotelFilterSidebar
        sidebar={hotelFilterSidebar(context)}
        filters={{ ...hotelSearchFiltersDefault, category: { min: 2, max: 4 } }}
        facets={facets}
        currencyCode="USD"
        onChange={onChange}
        onClear={vi.fn()}
      />,
    );
    expect((group("Categoría").getByRole("slider", { name: "Mínimo" }) as HTMLInputElement).value).toBe("2");
    expect((group("Categoría").getByRole("slider", { name: "Máximo" }) as HTMLInputElement).value).toBe("4");
  });

  it("point of interest: the finder gets the search's center; a pick is sent with the slider's distance", () => {
    const finder = vi.fn((slot: Parameters<NonNullable<HotelFilterSidebarProps["poiFinder"]>>[0]) => (
      <button type="button" onClick={() => slot.onChoose({ description: "Obelisco", geo: center })}>
        pick
      </button>
    ));
    const { onChange } = draw({ poiFinder: finder });
    expect(finder.mock.calls[0]?.[0].center).toEqual(center);
    const poi = group("Punto de interés");
    const distance = poi.getByRole("slider", { name: "Distancia máxima: 5 km" });
    expect(distance.getAttribute("aria-valuetext")).toBe("5 km");
    fireEvent.change(distance, { target: { value: "3" } });
    expect(poi.getByRole("slider", { name: "Distancia máxima: 2 km" })).toBeTruthy();
    fireEvent.change(distance, { target: { value: "0" } });
    expect(poi.getByRole("slider", { name: "Distancia máxima: 0,25 km" }).getAttribute("aria-valuetext")).toBe(
      "0,25 km",
    );
    fireEvent.change(distance, { target: { value: "3" } });
    expect(poi.getByText("Elegí un punto de interés para filtrar por distancia.")).toBeTruthy();
    fireEvent.click(poi.getByRole("button", { name: "pick" }));
    expect(onChange).toHaveBeenLastCalledWith({ poi: { radio: 2, geo: center, name: "Obelisco" } });
  });

  it("point of interest chosen: its name, its removal, and a new distance on Aplicar", () => {
    const filters: HotelSearchFilters = {
      ...hotelSearchFiltersDefault,
      poi: { radio: 20, geo: center, name: "Obelisco" },
    };
    const { onChange } = draw({ filters });
    const poi = group("Punto de interés");
    expect(poi.getByText("Cerca de Obelisco")).toBeTruthy();
    const slider = poi.getByRole("slider", { name: "Distancia máxima: 10 km" });
    fireEvent.change(slider, { target: { value: "0" } });
    fireEvent.click(poi.getByRole("button", { name: "Aplicar Punto de interés" }));
    expect(onChange).toHaveBeenLastCalledWith({ poi: { radio: 0.25, geo: center, name: "Obelisco" } });
    fireEvent.click(poi.getByRole("button", { name: "Quitar Obelisco" }));
    expect(onChange).toHaveBeenLastCalledWith({ poi: { radio: 20, geo: null, name: null } });
  });

  it("price: major units of the currency into minor units on Aplicar; per night or whole stay", () => {
    const { onChange } = draw({ priceBasis: "perNight" });
    const price = group("Rango de precios (USD)");
    expect(price.getByText("Precio por noche")).toBeTruthy();
    const from = price.getByRole("textbox", { name: "Desde" });
    expect(from.getAttribute("placeholder")).toBe("48");
    expect(price.getByRole("textbox", { name: "Hasta" }).getAttribute("placeholder")).toBe("311");
    fireEvent.change(from, { target: { value: "50" } });
    fireEvent.change(price.getByRole("textbox", { name: "Hasta" }), { target: { value: "120,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar Rango de precios (USD)" }));
    expect(onChange).toHaveBeenLastCalledWith({
      rateRange: { minimumValue: 5000, maximumValue: 12050, currencyCode: "USD" },
    });
  });

  it("price: a negative or non-numeric box says why and sends nothing (spec 001 §5 'minimum 0')", () => {
    const { onChange } = draw();
    const price = group("Rango de precios (USD)");
    expect(price.getByText("Precio total de la estadía")).toBeTruthy();
    const from = price.getByRole("textbox", { name: "Desde" });
    fireEvent.change(from, { target: { value: "-1" } });
    fireEvent.change(price.getByRole("textbox", { name: "Hasta" }), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar Rango de precios (USD)" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(from.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "El precio no puede ser menor a 0.",
    );
    expect(price.getByText("Ingrese un número.")).toBeTruthy();
  });

  it("price: shows the applied range, in its own currency", () => {
    draw({
      filters: {
        ...hotelSearchFiltersDefault,
        rateRange: { minimumValue: 12550, maximumValue: null, currencyCode: "EUR" },
      },
    });
    const price = group("Rango de precios (EUR)");
    expect((price.getByRole("textbox", { name: "Desde" }) as HTMLInputElement).value).toBe("125,50");
  });

  it("lists: a checkbox adds or removes its code; long lists fold behind 'Ver n opciones más'", () => {
    const { onChange } = draw({ filters: { ...hotelSearchFiltersDefault, board: ["1"] } });
    fireEvent.click(group("Régimen").getByRole("checkbox", { name: "Desayuno incluido (12)" }));
    expect(onChange).toHaveBeenLastCalledWith({ board: ["1", "2"] });
    fireEvent.click(group("Régimen").getByRole("checkbox", { name: "Solo habitación (20)" }));
    expect(onChange).toHaveBeenLastCalledWith({ board: [] });
    const services = group("Servicios");
    expect(services.getAllByRole("checkbox")).toHaveLength(6);
    const more = services.getByRole("button", { name: "Ver 3 opciones más" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(services.getAllByRole("checkbox")).toHaveLength(9);
    fireEvent.click(services.getByRole("checkbox", { name: "Servicio golf (2)" }));
    expect(onChange).toHaveBeenLastCalledWith({ amenity: ["golf"] });
    expect(services.getByRole("button", { name: "Ver menos" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(group("Proveedores").getByRole("checkbox", { name: "Hotelbeds (30)" }));
    expect(onChange).toHaveBeenLastCalledWith({ supplier: ["HB"] });
    fireEvent.click(group("Zonas").getByRole("checkbox", { name: "Recoleta (8)" }));
    expect(onChange).toHaveBeenLastCalledWith({ zone: ["Z1"] });
    fireEvent.click(group("Destinos").getByRole("checkbox", { name: "Buenos Aires (33)" }));
    expect(onChange).toHaveBeenLastCalledWith({ destination: ["BUE"] });
  });

  it("a checkbox sends its change from the filters applied now, and is not drawn again when another block changes", () => {
    const onChange = vi.fn();
    const sidebar = (filters: HotelFilterSidebarProps["filters"], changed = onChange) => (
      <HotelFilterSidebar
        sidebar={hotelFilterSidebar(context)}
        filters={filters}
        facets={facets}
        currencyCode="USD"
        onChange={changed}
        onClear={vi.fn()}
      />
    );
    const view = renderView(sidebar(hotelSearchFiltersDefault));
    const zone = group("Zonas").getByRole("checkbox", { name: "Recoleta (8)" }) as HTMLInputElement;
    // Every change inside the zone's option (React writes an input's name and type again at each of its updates).
    const watch = new MutationObserver(() => undefined);
    watch.observe(zone.closest("label") as Element, { subtree: true, attributes: true, childList: true });
    // A board and zone click came back as the applied filters, with a new onChange from the page: the zone box changes.
    const latest = vi.fn();
    view.rerender(sidebar({ ...hotelSearchFiltersDefault, board: ["2"], zone: ["Z1"] }, latest));
    expect(zone.checked).toBe(true);
    expect(watch.takeRecords().length).toBeGreaterThan(0);
    // An amenity click after it: the zone box is left alone.
    view.rerender(sidebar({ ...hotelSearchFiltersDefault, board: ["2"], zone: ["Z1"], amenity: ["spa"] }, latest));
    expect(watch.takeRecords()).toEqual([]);
    watch.disconnect();
    fireEvent.click(group("Régimen").getByRole("checkbox", { name: "Solo habitación (20)" }));
    expect(latest).toHaveBeenLastCalledWith({ board: ["2", "1"] });
    fireEvent.click(group("Zonas").getByRole("checkbox", { name: "Recoleta (8)" }));
    expect(latest).toHaveBeenLastCalledWith({ zone: [] });
    fireEvent.click(group("Ofertas y promociones").getByRole("checkbox", { name: "Con ofertas (9)" }));
    expect(latest).toHaveBeenLastCalledWith({ offers: { favourite: false, offer: true, recommended: false } });
    // The next search loads: the count goes, the box itself is left alone.
    const box = new MutationObserver(() => undefined);
    box.observe(zone, { attributes: true });
    view.rerender(
      <HotelFilterSidebar
        sidebar={hotelFilterSidebar({ ...context, loading: true })}
        filters={{ ...hotelSearchFiltersDefault, board: ["2"], zone: ["Z1"], amenity: ["spa"] }}
        facets={facets}
        currencyCode="USD"
        onChange={latest}
        onClear={vi.fn()}
      />,
    );
    expect(group("Zonas").getByRole("checkbox", { name: "Recoleta" })).toBe(zone);
    expect(box.takeRecords()).toEqual([]);
    box.disconnect();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("'Limpiar Filtros' is off with no filter and calls onClear once one is set", () => {
    const idle = draw();
    expect((screen.getByRole("button", { name: "Limpiar Filtros" }) as HTMLButtonElement).disabled).toBe(true);
    idle.view.unmount();
    const { onClear } = draw({ filters: { ...hotelSearchFiltersDefault, board: ["2"] } });
    fireEvent.click(screen.getByRole("button", { name: "Limpiar Filtros" }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe("HotelFilterSidebar: accessibility", () => {
  it("axe finds no violation with every block, a chosen POI, an open list and a failing price", async () => {
    const { view } = draw({
      filters: {
        ...hotelSearchFiltersDefault,
        board: ["2"],
        poi: { radio: 2, geo: center, name: "Obelisco" },
      },
      poiFinder: () => <p>finder</p>,
    });
    fireEvent.click(group("Servicios").getByRole("button", { name: "Ver 3 opciones más" }));
    fireEvent.change(group("Rango de precios (USD)").getByRole("textbox", { name: "Desde" }), {
      target: { value: "-5" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar Rango de precios (USD)" }));
    await expectNoAxeViolations(view.container);
  });

  it("axe finds no violation with the name disabled, in price-GO, in Portuguese", async () => {
    const { view } = draw(
      { sidebar: hotelFilterSidebar({ ...context, priceGo: true, searchedByHotelName: true }) },
      "pt",
    );
    await expectNoAxeViolations(view.container);
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import {
  type CalendarDate,
  type FlightPanelOptions,
  type FlightSearchFilters,
  flightFilterPanel,
  flightSearchFiltersDefault,
  money,
} from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { FlightFilterPanel, type FlightFilterPanelProps } from "./FlightFilterPanel";

const OUT = "2027-03-10" as CalendarDate;
const BACK = "2027-03-17" as CalendarDate;
const usd = (minor: number) => money(minor, "USD");
const airport = (code: string, name: string, quantity: number) => ({ code, name, quantity });

const OPTIONS: FlightPanelOptions = {
  priceRange: { minimum: usd(30000), maximum: usd(280000) },
  airlines: [
    { code: "AR", name: "Aerolíneas Argentinas", quantity: 12, from: usd(30000) },
    { code: "AA", name: "American Airlines", quantity: 8, from: usd(45000) },
  ],
  stops: [
    { bucket: "direct", numberOfStops: 0, quantity: 5, from: usd(52000) },
    { bucket: "one", numberOfStops: 1, quantity: 11, from: usd(30000) },
    { bucket: "twoOrMore", numberOfStops: 2, quantity: 4, from: null },
  ],
  baggage: [
    { code: "ALL", quantity: 20 },
    { code: "WFBA", quantity: 9 },
    { code: "NB", quantity: 11 },
  ],
  serviceClasses: [
    { code: "NMO.GBL.SCL.ECO", name: "Económica", quantity: 18 },
    { code: "NMO.GBL.SCL.BSN", name: "Business", quantity: 2 },
  ],
  bookingClasses: [
    { code: "Y", quantity: 10 },
    { code: "B", quantity: 3 },
  ],
  airports: [
    {
      departure: [airport("EZE", "Ezeiza", 15), airport("AEP", "Aeroparque", 5)],
      stop: [airport("GRU", "Guarulhos", 7)],
      arrival: [airport("MIA", "Miami", 20)],
    },
    { departure: [airport("MIA", "Miami", 20)], stop: [], arrival: [airport("EZE", "Ezeiza", 20)] },
  ],
  segmentsTypes: [
    { code: "ALL", quantity: 20 },
    { code: "Air", quantity: 18 },
    { code: "Train", quantity: 2 },
  ],
  timetable: [
    { departure: { earliest: "20270310T0600", latest: "20270310T2300" }, arrival: null },
    { departure: null, arrival: null },
  ],
  total: 20,
};

/** Airports and schedules start folded with no filter applied in them: a person unfolds them first. */
const unfold = (section: "Aeropuertos" | "Horarios") => fireEvent.click(screen.getByRole("button", { name: section }));

const draw = (props: Partial<FlightFilterPanelProps> = {}, language: "es" | "en" = "es") => {
  const onChange = vi.fn<(filters: FlightSearchFilters) => void>();
  const onClear = vi.fn();
  const filters = { ...flightSearchFiltersDefault, pagination: { currentPage: 3 } };
  const view = renderView(
    <FlightFilterPanel
      panel={flightFilterPanel({ b2b: true, segmentTypesEnabled: false, oneWay: false })}
      filters={filters}
      options={OPTIONS}
      onChange={onChange}
      onClear={onClear}
      isAgent
      searchedDates={[OUT, BACK]}
      {...props}
    />,
    language,
  );
  const last = () => onChange.mock.lastCall?.[0] as FlightSearchFilters;
  return { onChange, onClear, last, view };
};

describe("FlightFilterPanel", () => {
  it("a section left undrawn by another section's change still changes the newest filters, through the newest callback", () => {
    const { onChange, view } = draw();
    fireEvent.click(screen.getByRole("checkbox", { name: /^American Airlines/ }));
    const withAirline = onChange.mock.lastCall?.[0] as FlightSearchFilters;
    expect(withAirline.airlines).toEqual(["AA"]);
    // The page shows the new URL: only the airlines changed, so the connections section is not drawn again.
    const next = vi.fn<(filters: FlightSearchFilters) => void>();
    view.rerender(
      <FlightFilterPanel
        panel={flightFilterPanel({ b2b: true, segmentTypesEnabled: false, oneWay: false })}
        filters={withAirline}
        options={{ ...OPTIONS }}
        onChange={next}
        onClear={vi.fn()}
        isAgent
        searchedDates={[OUT, BACK]}
      />,
    );
    expect((screen.getByRole("checkbox", { name: /^American Airlines/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /^Directo/ }));
    expect(next).toHaveBeenCalledTimes(1);
    expect(next.mock.lastCall?.[0]).toMatchObject({ airlines: ["AA"], stops: [0] });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("plain: 'Filtrar Por', a disclosure per section, 'Limpiar Filtros'", () => {
    const { onClear } = draw();
    expect(screen.getByRole("complementary", { name: "Filtros" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Filtrar Por");
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      "Aerolíneas",
      "Equipaje",
      "Conexiones",
      "Aeropuertos",
      "Clase de servicio",
      "Clase de reserva",
      "Rango de precios",
      "Horarios",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Limpiar Filtros" }));
    expect(onClear).toHaveBeenCalled();
  });

  it("a section folds and unfolds from the keyboard", () => {
    draw();
    const button = screen.getByRole("button", { name: "Aerolíneas" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(button, { key: "Enter" });
    fireEvent.keyUp(button, { key: "Enter" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText(/Aerolíneas Argentinas/)).toBeNull();
    fireEvent.keyDown(button, { key: " " });
    fireEvent.keyUp(button, { key: " " });
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("airlines: names, counts and from-prices; ticking one re-filters from page 1", () => {
    const { last } = draw();
    const box = screen.getByLabelText(/Aerolíneas Argentinas/);
    expect(box.closest("div")?.textContent).toBe("Aerolíneas Argentinas(12)desde USD 300,00");
    fireEvent.click(box);
    expect(last().airlines).toEqual(["AR"]);
    expect(last().pagination.currentPage).toBe(1);
  });

  it("baggage: ALL, WFBA, NB with counts", () => {
    const { last } = draw();
    const group = screen.getByRole("group", { name: "Equipaje" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("div")?.textContent),
    ).toEqual(["Todos(20)", "Con equipaje incluido(9)", "Sin equipaje incluido(11)"]);
    fireEvent.click(within(group).getByLabelText(/Con equipaje incluido/));
    expect(last().baggage).toBe("WFBA");
  });

  it("transport: only when its flag is on; ALL, Air, Train", () => {
    draw();
    expect(screen.queryByRole("group", { name: "Tipo de transporte" })).toBeNull();
    const { last } = draw({ panel: flightFilterPanel({ b2b: false, segmentTypesEnabled: true, oneWay: false }) });
    fireEvent.click(screen.getByLabelText(/Tren/));
    expect(last().segmentsTypes).toBe("Train");
  });

  it("connections: direct, one, two or more, each with its count and from-price", () => {
    const { last } = draw();
    const group = screen.getByRole("group", { name: "Conexiones" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.closest("div")?.textContent),
    ).toEqual(["Directo(5)desde USD 520,00", "1 escala(11)desde USD 300,00", "2 o más escalas(4)"]);
    fireEvent.click(within(group).getByLabelText(/Directo/));
    expect(last().stops).toEqual([0]);
  });

  it("airports per leg: departure, stop and arrival lists", () => {
    const { last } = draw();
    expect(screen.queryByRole("group", { name: /^Escala\s*·\s*IDA$/ })).toBeNull();
    unfold("Aeropuertos");
    const outboundStop = screen.getByRole("group", { name: /^Escala\s*·\s*IDA$/ });
    fireEvent.click(within(outboundStop).getByLabelText(/Guarulhos \(GRU\)/));
    expect(last().airports).toEqual([
      { departure: [], stop: ["GRU"], arrival: [] },
      { departure: [], stop: [], arrival: [] },
    ]);
    fireEvent.click(within(screen.getByRole("group", { name: /^Llegada\s*·\s*VUELTA$/ })).getByLabelText(/Ezeiza/));
    expect(last().airports[1]?.arrival).toEqual(["EZE"]);
  });

  it("service class: the results' classes, or the fixed list of the fixed variant", () => {
    const { last } = draw();
    // The spec's fixed classes are named by the catalog in the page's language, not in the supplier's words.
    fireEvent.click(screen.getByLabelText(/^Ejecutiva/));
    expect(last().serviceClass).toBe("NMO.GBL.SCL.BSN");
    draw({
      panel: flightFilterPanel({ variant: "fixedServiceClass", b2b: false, segmentTypesEnabled: false, oneWay: false }),
    });
    const fixed = screen.getAllByRole("group", { name: "Clase de servicio" }).at(-1) as HTMLElement;
    expect(
      within(fixed)
        .getAllByRole("radio")
        .map((radio) => radio.closest("div")?.textContent),
    ).toEqual(["Todas las clases", "Económica", "Ejecutiva", "Primera"]);
  });

  it("service class: a class the reply does not count shows no count (not '(0)')", () => {
    const uncounted = OPTIONS.serviceClasses.map((option) => ({ ...option, quantity: null }));
    draw({ options: { ...OPTIONS, serviceClasses: uncounted } });
    const group = screen.getByRole("group", { name: "Clase de servicio" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("div")?.textContent),
    ).toEqual(["Todas las clases(20)", "Económica", "Ejecutiva"]);
  });

  it("booking class: for agents only", () => {
    const { last } = draw();
    fireEvent.click(screen.getByLabelText(/^Y/));
    expect(last().bookingClasses).toEqual(["Y"]);
  });

  it("booking class hidden from a visitor", () => {
    draw({ isAgent: false, panel: flightFilterPanel({ b2b: false, segmentTypesEnabled: false, oneWay: false }) });
    expect(screen.queryByRole("button", { name: "Clase de reserva" })).toBeNull();
  });

  it("price range: applied by its funnel in minor units; a minimum above the maximum is refused", () => {
    const { onChange, last } = draw();
    expect(screen.getByText("USD 300,00 – USD 2.800,00")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Precio mínimo (USD)"), { target: { value: "350,50" } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Aplicar rango de precios" }));
    expect(last().priceRange).toEqual({ minimum: 35050, maximum: null, currency: "USD" });
    fireEvent.change(screen.getByLabelText("Precio máximo (USD)"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar rango de precios" }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText("El precio mínimo no puede superar al máximo.")).toBeTruthy();
    expect(screen.getByLabelText("Precio máximo (USD)").getAttribute("aria-invalid")).toBe("true");
  });

  it("schedules: both legs on a round trip; the day arrows move from/to within 3 days of the search", () => {
    const { last, onChange } = draw();
    unfold("Horarios");
    expect(screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent)).toContain("VUELTA");
    fireEvent.click(screen.getByRole("button", { name: "Día siguiente: Desde · IDA · Horario de salida" }));
    expect(last().timetable[0].departure.fromDate).toBe("2027-03-11");
    const atEdge = { ...flightSearchFiltersDefault };
    const edge = {
      ...atEdge,
      timetable: [
        {
          ...atEdge.timetable[0],
          departure: { ...atEdge.timetable[0].departure, fromDate: "2027-03-13" as CalendarDate },
        },
        atEdge.timetable[1],
      ] as FlightSearchFilters["timetable"],
    };
    onChange.mockClear();
    draw({ filters: edge });
    const next = screen.getAllByRole("button", { name: "Día siguiente: Desde · IDA · Horario de salida" }).at(-1);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText("13/03/2027").length).toBeGreaterThan(0);
  });

  it("schedules: HH:mm inputs applied by the funnel; a wrong time says so and changes nothing", () => {
    const { last, onChange } = draw();
    unfold("Horarios");
    fireEvent.change(screen.getByLabelText("Desde · IDA · Horario de salida (HH:mm)"), { target: { value: "06:00" } });
    fireEvent.change(screen.getByLabelText("Hasta · IDA · Horario de salida (HH:mm)"), { target: { value: "12:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar horarios de IDA · Horario de salida" }));
    expect(last().timetable[0].departure).toMatchObject({
      from: { hours: 6, minutes: 0 },
      to: { hours: 12, minutes: 30 },
    });
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText("Desde · VUELTA · Horario de llegada (HH:mm)"), {
      target: { value: "25:00" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar horarios de VUELTA · Horario de llegada" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Ingrese la fecha y hora de manera correcta");
  });

  it("schedules: 15:00 to 14:00 typed is refused: its message shows and nothing is applied", () => {
    const { onChange } = draw();
    unfold("Horarios");
    fireEvent.change(screen.getByLabelText("Desde · IDA · Horario de salida (HH:mm)"), { target: { value: "15:00" } });
    fireEvent.change(screen.getByLabelText("Hasta · IDA · Horario de salida (HH:mm)"), { target: { value: "14:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar horarios de IDA · Horario de salida" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Ingrese la fecha y hora de manera correcta");
    expect((screen.getByLabelText("Desde · IDA · Horario de salida (HH:mm)") as HTMLInputElement).value).toBe("15:00");
  });

  it("schedules: a day arrow that would make a window end before it starts is disabled", () => {
    const sameDay = {
      ...flightSearchFiltersDefault,
      timetable: [
        {
          departure: { from: null, to: null, fromDate: OUT, toDate: OUT },
          arrival: flightSearchFiltersDefault.timetable[0].arrival,
        },
        flightSearchFiltersDefault.timetable[1],
      ] as FlightSearchFilters["timetable"],
    };
    const { onChange } = draw({ filters: sameDay });
    const earlierEnd = screen.getByRole("button", { name: "Día anterior: Hasta · IDA · Horario de salida" });
    expect((earlierEnd as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(earlierEnd);
    expect(onChange).not.toHaveBeenCalled();
    expect(
      (screen.getByRole("button", { name: "Día siguiente: Hasta · IDA · Horario de salida" }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it("schedules: a from later than its to is shown as not applied", () => {
    const inverted = {
      ...flightSearchFiltersDefault,
      timetable: [
        {
          departure: { from: { hours: 18, minutes: 0 }, to: { hours: 6, minutes: 0 }, fromDate: null, toDate: null },
          arrival: flightSearchFiltersDefault.timetable[0].arrival,
        },
        flightSearchFiltersDefault.timetable[1],
      ] as FlightSearchFilters["timetable"],
    };
    draw({ filters: inverted });
    expect(screen.getByRole("alert").textContent).toBe("Ingrese la fecha y hora de manera correcta");
    expect(screen.getByLabelText("Desde · IDA · Horario de salida (HH:mm)").getAttribute("aria-invalid")).toBe("true");
  });

  it("one way: the return schedules are hidden", () => {
    draw({
      panel: flightFilterPanel({ b2b: false, segmentTypesEnabled: false, oneWay: true }),
      searchedDates: [OUT, null],
    });
    unfold("Horarios");
    expect(screen.queryByRole("button", { name: /VUELTA · Horario/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Aplicar horarios de IDA · Horario de salida" })).toBeTruthy();
  });

  it("phone: a header with the filters toggle and the order-by select", () => {
    const { last } = draw({
      panel: flightFilterPanel({ variant: "phone", b2b: false, segmentTypesEnabled: false, oneWay: false }),
    });
    const toggle = screen.getByRole("button", { name: "Mostrar filtros" });
    expect(screen.queryByRole("button", { name: "Aerolíneas" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "DURATION:ASC" } });
    expect(last().sorting).toBe("DURATION:ASC");
    expect(last().pagination.currentPage).toBe(1);
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Ocultar filtros" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Aerolíneas" })).toBeTruthy();
    // The sections' h3 titles come under an h2, as on the plain panel.
    expect(screen.getByRole("heading", { level: 2, name: "Filtrar Por" })).toBeTruthy();
  });

  it("English texts, the classes of service too (the reply names them in Spanish)", () => {
    draw({}, "en");
    const classes = screen.getAllByRole("group", { name: "Service class" }).at(-1) as HTMLElement;
    expect(within(classes).getByLabelText(/^Economy/)).toBeTruthy();
    expect(within(classes).queryByText(/Económica/)).toBeNull();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
    expect(screen.getByLabelText(/Aerolíneas Argentinas/).closest("div")?.textContent).toBe(
      "Aerolíneas Argentinas(12)from USD 300.00",
    );
  });
});

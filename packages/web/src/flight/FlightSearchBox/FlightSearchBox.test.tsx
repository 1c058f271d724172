import { fireEvent, screen } from "@testing-library/react";
import { DATE_PICKER_DEFAULT_MONTHS, FLIGHT_SEARCH_FORM_DEFAULTS } from "@travesia/core";
import type { FlightSearchConfig } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { drawSearchBox, emptyDestination, emptyPlaces } from "../../test/searchBoxFixtures";
import { FlightSearchBox, type FlightSearchBoxProps } from "./FlightSearchBox";

const config: FlightSearchConfig = {
  allowSupplierSelection: false,
  offices: [],
  calendarMonths: DATE_PICKER_DEFAULT_MONTHS,
};

const draw = (props: Partial<FlightSearchBoxProps> = {}) =>
  drawSearchBox(FlightSearchBox, {
    values: FLIGHT_SEARCH_FORM_DEFAULTS,
    issues: [],
    config,
    origins: emptyPlaces(),
    destination: emptyDestination(),
    ...props,
  });

describe("FlightSearchBox", () => {
  it("full: one-way disables the return, flexible dates and the advanced search with 'Conexiones'", () => {
    const actions = draw({ values: { ...FLIGHT_SEARCH_FORM_DEFAULTS, oneWay: true, moreFilters: true } });
    expect((screen.getByLabelText("Regreso") as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Solo ida"));
    expect(actions.toggleOneWay).toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText("Fechas flexibles"));
    expect(actions.toggleFlexibleDates).toHaveBeenCalled();
    expect(document.getElementById("flight-advanced")?.hidden).toBe(false);
    fireEvent.click(screen.getByLabelText("Directo"));
    expect(actions.toggleStop).toHaveBeenCalledWith(0);
    expect(document.getElementById("flight-officeId")).toBeNull();
    fireEvent.change(screen.getByLabelText("Adultos"), { target: { value: "3" } });
    expect(actions.setAdults).toHaveBeenCalledWith(3);
  });

  it("an agent allowed supplier selection sees the offices", () => {
    draw({
      values: { ...FLIGHT_SEARCH_FORM_DEFAULTS, moreFilters: true },
      config: { ...config, allowSupplierSelection: true, offices: [{ code: "BUE1", name: "Buenos Aires" }] },
    });
    const office = screen.getByLabelText("Office ID") as HTMLSelectElement;
    expect([...office.options].map((option) => option.value)).toEqual(["", "BUE1"]);
  });

  it("compact: no flexible dates, no advanced search, 'Actualizar'", () => {
    draw({ variant: "compact" });
    expect(screen.queryByLabelText("Fechas flexibles")).toBeNull();
    expect(screen.queryByRole("button", { name: "Búsqueda Avanzada" })).toBeNull();
    expect(document.getElementById("flight-advanced")).toBeNull();
    expect(screen.getByRole("button", { name: "Actualizar" })).toBeTruthy();
  });
});

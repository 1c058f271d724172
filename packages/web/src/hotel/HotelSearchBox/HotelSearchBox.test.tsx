import { fireEvent, screen } from "@testing-library/react";
import { HOTEL_SEARCH_FORM_DEFAULTS, validationIssue } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { drawSearchBox, emptyDestination } from "../../test/searchBoxFixtures";
import { HotelSearchBox, type HotelSearchBoxProps } from "./HotelSearchBox";

const draw = (props: Partial<HotelSearchBoxProps> = {}) =>
  drawSearchBox(HotelSearchBox, {
    values: HOTEL_SEARCH_FORM_DEFAULTS,
    issues: [],
    destination: emptyDestination(),
    ...props,
  });

describe("HotelSearchBox", () => {
  it("lists destination, dates, nights and rooms; each message on its own field", () => {
    draw({ issues: [validationIssue(["destinationId"], "forms.homeDestinationRequired")] });
    expect(screen.getByRole("form", { name: "Hoteles" })).toBeTruthy();
    const destination = screen.getByRole("combobox", { name: "Destino" });
    expect(destination.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Entrada").getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById("hotel-checkIn-nights")?.textContent).toBe("—");
    expect((screen.getByLabelText("Habitaciones") as HTMLSelectElement).options).toHaveLength(9);
  });

  it("sends its verbs: room count, advanced search, submit", () => {
    const actions = draw();
    fireEvent.change(screen.getByLabelText("Habitaciones"), { target: { value: "3" } });
    expect(actions.setRoomCount).toHaveBeenCalledWith(3);
    expect(document.getElementById("hotel-advanced")?.hidden).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Búsqueda avanzada" }));
    expect(actions.toggleAdvancedSearch).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(actions.submit).toHaveBeenCalled();
  });

  it("the results-page variant offers rooms 1-7 and opens its advanced block from the values", () => {
    const actions = draw({ variant: "results", values: { ...HOTEL_SEARCH_FORM_DEFAULTS, moreFilters: true } });
    expect((screen.getByLabelText("Habitaciones") as HTMLSelectElement).options).toHaveLength(7);
    expect(document.getElementById("hotel-advanced")?.hidden).toBe(false);
    fireEvent.change(screen.getByLabelText("Nombre del hotel"), { target: { value: "Prado" } });
    expect(actions.typeHotelName).toHaveBeenCalledWith("Prado");
  });
});

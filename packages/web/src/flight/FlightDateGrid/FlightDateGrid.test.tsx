import { fireEvent, screen, within } from "@testing-library/react";
import { type CalendarDate, type FlightSearch, flightDateGrid } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { FlightDateGrid } from "./FlightDateGrid";

const SEARCH: FlightSearch = {
  origins: ["BUE"],
  originIds: ["BUE"],
  toCityName: "Miami",
  toCityId: "MIA",
  departure: "2027-03-10" as CalendarDate,
  returnDate: "2027-03-17" as CalendarDate,
  flexibleDates: true,
  oneWay: false,
  passengers: { adults: 1, children: 0, ages: [] },
  cabin: "ALL",
  stops: [],
  officeId: null,
};
const grid = flightDateGrid(SEARCH, [
  { departureDate: "2027-03-10", returnDate: "2027-03-17", price: { amount: 500, currency: "USD" } },
  { departureDate: "2027-03-09", returnDate: "2027-03-18", price: { amount: 320, currency: "USD" } },
  { departureDate: "2027-03-11", returnDate: "2027-03-16" },
]);

describe("FlightDateGrid", () => {
  it("a table: departure dates down, return dates across, each priced cell a link, the cheapest marked by text", () => {
    const onSelect = vi.fn();
    renderView(<FlightDateGrid status="ready" grid={grid} onSelect={onSelect} />);
    const table = screen.getByRole("table", { name: /Precio más bajo por fecha de partida/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["dom 14/03", "lun 15/03", "mar 16/03", "mié 17/03", "jue 18/03", "vie 19/03", "sáb 20/03"]);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(7);
    expect(within(table).getAllByRole("rowheader")[0]?.textContent).toBe("dom 07/03");
    const cheapest = screen.getByRole("link", {
      name: /Partida mar 09\/03, regreso jue 18\/03: USD 320,00 Más barato/,
    });
    expect(cheapest.textContent).toContain("Más barato");
    expect(cheapest.getAttribute("href")).toBe(
      // A flexible search's cell narrows the results to its own days (core's flightDateGrid).
      "/flight/results/BUE/1-0/BUE/Miami/MIA/2027-03-09;2027-03-18/1/0/ALL/-/-?timetable.0.departure.fromDate=2027-03-09&timetable.0.departure.toDate=2027-03-09&timetable.1.departure.fromDate=2027-03-18&timetable.1.departure.toDate=2027-03-18",
    );
    fireEvent.click(cheapest);
    expect(onSelect).toHaveBeenCalledWith(
      "/flight/results/BUE/1-0/BUE/Miami/MIA/2027-03-09;2027-03-18/1/0/ALL/-/-?timetable.0.departure.fromDate=2027-03-09&timetable.0.departure.toDate=2027-03-09&timetable.1.departure.fromDate=2027-03-18&timetable.1.departure.toDate=2027-03-18",
    );
    const searched = screen.getByRole("link", {
      name: /Partida mié 10\/03, regreso mié 17\/03: USD 500,00 Tu búsqueda/,
    });
    expect(searched.textContent).not.toContain("Más barato");
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getAllByText("Sin vuelos").length).toBe(47);
  });

  it("a click with a modifier key follows the link (new tab) instead of navigating in place", () => {
    const onSelect = vi.fn();
    renderView(<FlightDateGrid status="ready" grid={grid} onSelect={onSelect} />);
    fireEvent.click(screen.getAllByRole("link")[0] as HTMLElement, { ctrlKey: true });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("one way: a single row of departure dates, in English", () => {
    const oneWay = flightDateGrid({ ...SEARCH, oneWay: true, returnDate: null }, [
      { departureDate: "2027-03-08", price: { amount: 99.5, currency: "USD" } },
    ]);
    renderView(<FlightDateGrid status="ready" grid={oneWay} onSelect={() => {}} />, "en");
    expect(screen.getAllByRole("row")).toHaveLength(2);
    expect(screen.getByRole("rowheader").textContent).toBe("Departure");
    expect(screen.getByRole("link", { name: /Departure Mon 08\/03: USD 99.50 Cheapest/ })).toBeTruthy();
  });

  it("loading, the calendar failure, and nothing when off", () => {
    const { rerender } = renderView(<FlightDateGrid status="loading" grid={null} onSelect={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("Buscando precios por fecha…");
    rerender(<FlightDateGrid status="error" grid={null} errorKey="flight.calendarFailed" onSelect={() => {}} />);
    expect(screen.getByRole("alert").textContent).toBe("Fallo al recuperar el calendario");
    rerender(<FlightDateGrid status="off" grid={null} onSelect={() => {}} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import type { CalendarDate, FlightSearch } from "@travesia/core";
import { createPortalStores, memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { FlightDateGridConnected } from "./FlightDateGridConnected";

const SEARCH: FlightSearch = {
  origins: ["BUE"],
  originIds: ["BUE"],
  toCityName: "Miami",
  toCityId: "MIA",
  departure: "2027-03-10" as CalendarDate,
  returnDate: null,
  flexibleDates: true,
  oneWay: true,
  passengers: { adults: 1, children: 0, ages: [] },
  cabin: "ALL",
  stops: [],
  officeId: null,
};

/** The calendar answers two priced days; every other call fails. */
const calendarOnly = async (path: string | URL | Request): Promise<Response> =>
  String(path).endsWith("/api/v1/flights/calendar")
    ? Response.json({
        done: true,
        flights: [
          { departureDate: "2027-03-09", price: { amount: 410, currency: "USD" } },
          { departureDate: "2027-03-10", price: { amount: 520, currency: "USD" } },
        ],
      })
    : Response.json({ done: false }, { status: 500 });

const Results = () => <p>resultados {useLocation().pathname}</p>;

describe("FlightDateGridConnected", () => {
  it("asks the calendar for the search and a chosen cell runs its search", async () => {
    render(
      <PortalProvider fetcher={calendarOnly} storage={memoryPortalStorage()} stores={createPortalStores()}>
        <LanguageProvider language="es">
          <MemoryRouter initialEntries={["/grid"]}>
            <Routes>
              <Route path="/grid" element={<FlightDateGridConnected search={SEARCH} />} />
              <Route path="/flight/results/*" element={<Results />} />
            </Routes>
          </MemoryRouter>
        </LanguageProvider>
      </PortalProvider>,
    );
    fireEvent.click(await screen.findByRole("link", { name: /Partida mar 09\/03: USD 410,00 Más barato/ }));
    expect((await screen.findByText(/^resultados/)).textContent).toBe(
      "resultados /flight/results/BUE/1-0/BUE/Miami/MIA/2027-03-09/1/1/ALL/-/-",
    );
  });
});

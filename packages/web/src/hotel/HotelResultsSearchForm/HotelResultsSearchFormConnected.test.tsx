import { act, fireEvent, render, screen } from "@testing-library/react";
import { HOTEL_SEARCH_FORM_DEFAULTS } from "@travesia/core";
import { type Clock, memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { HotelResultsSearchFormConnected } from "./HotelResultsSearchFormConnected";

/** Today is 2031-01-15 for the form's date rules, whatever the machine's date. */
const clock: Clock = {
  now: () => Date.UTC(2031, 0, 15, 12),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const Location = () => <output data-testid="location">{useLocation().pathname}</output>;

describe("HotelResultsSearchFormConnected", () => {
  it("a search from the results page sets the can-use flag of the saved hotel filters (spec 000 §4)", async () => {
    const storage = memoryPortalStorage();
    storage.session.setItem(
      "savedSearchFilters",
      JSON.stringify({ hotel: { filters: { scope: "hotel:MAD", query: "?board=2" }, canUse: false } }),
    );
    render(
      <PortalProvider fetcher={() => new Promise<Response>(() => {})} storage={storage} clock={clock}>
        <LanguageProvider language="es">
          <MemoryRouter initialEntries={["/hotel/results/MAD/2031-03-10/2031-03-12/2-0?board=2"]}>
            <HotelResultsSearchFormConnected
              initial={{
                ...HOTEL_SEARCH_FORM_DEFAULTS,
                destinationId: "MAD",
                destinationName: "Madrid",
                checkIn: "2031-03-11",
                checkOut: "2031-03-14",
              }}
            />
            <Location />
          </MemoryRouter>
        </LanguageProvider>
      </PortalProvider>,
    );
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(screen.getByTestId("location").textContent).toMatch(/^\/hotel\/results\/MAD\/2031-03-11\/2031-03-14\//);
    expect(JSON.parse(storage.session.getItem("savedSearchFilters") ?? "{}").hotel).toEqual({
      filters: { scope: "hotel:MAD", query: "?board=2" },
      canUse: true,
    });
  });
});

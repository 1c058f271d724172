import { render, screen } from "@testing-library/react";
import { memoryPortalStorage, PortalProvider, type PortalStores } from "@travesia/hooks";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { FlightResultsPageConnected } from "../flight/FlightResultsPage/FlightResultsPageConnected";
import { LanguageProvider } from "../i18n/LanguageContext";

/** A one-way Buenos Aires – Miami search, as the page's URL. */
const URL_ONE_WAY = "/flight/results/Buenos%20Aires/1-0/BUE/Miami/MIA/2027-03-01/0/1/ALL/-/-";

/** The page's query string, to read what the page wrote into the URL. */
const QueryProbe = () => <output aria-label="consulta">{useLocation().search}</output>;

/** What the page last wrote into its URL's query (read from {@link QueryProbe}). */
export const shownQuery = () => screen.getByRole("status", { name: "consulta" }).textContent ?? "";

/** The connected flight results page at {@link URL_ONE_WAY}, in Spanish, with these API replies and stores. */
export const renderFlightResultsPage = (
  fetcher: (input: string | URL | Request, init?: RequestInit) => Promise<Response>,
  stores: PortalStores,
) =>
  render(
    <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()} stores={stores}>
      <LanguageProvider language="es">
        <MemoryRouter initialEntries={[URL_ONE_WAY]}>
          <Routes>
            <Route
              path="/flight/results/*"
              element={
                <>
                  <FlightResultsPageConnected />
                  <QueryProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );

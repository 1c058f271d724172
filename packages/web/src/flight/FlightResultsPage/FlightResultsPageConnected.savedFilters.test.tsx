import { act, render, screen } from "@testing-library/react";
import { memoryPortalStorage, PortalProvider, type PortalStorage } from "@travesia/hooks";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { FlightResultsPageConnected } from "./FlightResultsPageConnected";

/** The search never answers: these tests are about the URL and session storage only. */
const silent = () => new Promise<Response>(() => {});

const Location = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
};

const open = async (url: string, storage: PortalStorage) => {
  render(
    <PortalProvider fetcher={silent} storage={storage}>
      <LanguageProvider language="es">
        <MemoryRouter initialEntries={[url]}>
          <FlightResultsPageConnected />
          <Location />
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  await act(async () => {});
  return () => screen.getByTestId("location").textContent;
};

const SEARCH = "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2031-03-10;2031-03-17/0/0/ALL/-/-";
const saved = (storage: PortalStorage) => JSON.parse(storage.session.getItem("savedSearchFilters") ?? "{}");

describe("FlightResultsPageConnected — saved search filters (spec 000 §4)", () => {
  it("opens a new search of the same route with the saved filters once when the can-use flag is set", async () => {
    const storage = memoryPortalStorage();
    storage.session.setItem(
      "savedSearchFilters",
      JSON.stringify({ flight: { filters: { scope: "flight:BUE>MIA", query: "?stops=0" }, canUse: true } }),
    );
    const location = await open(SEARCH, storage);
    expect(location()).toBe(`${SEARCH}?stops=0`);
    expect(saved(storage).flight).toEqual({ filters: { scope: "flight:BUE>MIA", query: "?stops=0" }, canUse: false });
  });

  it.each([
    { why: "without the flag", canUse: false, scope: "flight:BUE>MIA", url: SEARCH },
    { why: "for another route", canUse: true, scope: "flight:BUE>NYC", url: SEARCH },
    { why: "when the URL has filters", canUse: true, scope: "flight:BUE>MIA", url: `${SEARCH}?stops=1` },
  ])("leaves the page as its URL says $why, and saves what it shows", async ({ canUse, scope, url }) => {
    const storage = memoryPortalStorage();
    storage.session.setItem(
      "savedSearchFilters",
      JSON.stringify({ flight: { filters: { scope, query: "?stops=0" }, canUse } }),
    );
    const location = await open(url, storage);
    expect(location()).toBe(url);
    expect(saved(storage).flight).toEqual({
      filters: { scope: "flight:BUE>MIA", query: url.includes("?") ? "?stops=1" : "" },
      canUse: false,
    });
  });
});

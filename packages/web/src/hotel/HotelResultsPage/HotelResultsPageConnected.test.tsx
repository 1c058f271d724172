import { act, render, screen } from "@testing-library/react";
import { memoryPortalStorage, PortalProvider, type PortalStorage } from "@travesia/hooks";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { HotelResultsPageConnected } from "./HotelResultsPageConnected";

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
          <HotelResultsPageConnected />
          <Location />
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  await act(async () => {});
  return () => screen.getByTestId("location").textContent;
};

const SEARCH = "/hotel/results/MAD/2031-03-10/2031-03-12/2-0";
const saved = (storage: PortalStorage) => JSON.parse(storage.session.getItem("savedSearchFilters") ?? "{}");

describe("HotelResultsPageConnected — saved search filters (spec 000 §4)", () => {
  it("opens a new search of the same destination with the saved filters once when the can-use flag is set", async () => {
    const storage = memoryPortalStorage();
    storage.session.setItem(
      "savedSearchFilters",
      JSON.stringify({ hotel: { filters: { scope: "hotel:MAD", query: "?board=2" }, canUse: true } }),
    );
    const location = await open(SEARCH, storage);
    expect(location()).toBe(`${SEARCH}?board=2`);
    expect(saved(storage).hotel).toEqual({ filters: { scope: "hotel:MAD", query: "?board=2" }, canUse: false });
  });

  it.each([
    { why: "without the flag", canUse: false, scope: "hotel:MAD", url: SEARCH },
    { why: "for another destination", canUse: true, scope: "hotel:ROM", url: SEARCH },
    { why: "when the URL has filters", canUse: true, scope: "hotel:MAD", url: `${SEARCH}?board=5` },
  ])("leaves the page as its URL says $why, and saves what it shows", async ({ canUse, scope, url }) => {
    const storage = memoryPortalStorage();
    storage.session.setItem(
      "savedSearchFilters",
      JSON.stringify({ hotel: { filters: { scope, query: "?board=2" }, canUse } }),
    );
    const location = await open(url, storage);
    expect(location()).toBe(url);
    expect(saved(storage).hotel).toEqual({
      filters: { scope: "hotel:MAD", query: url.includes("?") ? "?board=5" : "" },
      canUse: false,
    });
  });
});

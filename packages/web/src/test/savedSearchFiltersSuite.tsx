import { act, render, screen } from "@testing-library/react";
import { memoryPortalStorage, PortalProvider, type PortalStorage } from "@travesia/hooks";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../i18n/LanguageContext";

/** What one results page's saved-filter rule is tested with. */
export interface SavedSearchFiltersCase {
  /** The connected results page, rendered at each test's URL. */
  readonly page: ReactElement;
  /** The page's product: its entry in session storage's `savedSearchFilters`. */
  readonly product: "hotel" | "flight";
  /** What a search's scope names, in the test titles ("destination", "route"). */
  readonly scopeOf: string;
  /** A results URL with no filters. */
  readonly search: string;
  /** The scope `search` saves under, and one of another search. */
  readonly scope: string;
  readonly otherScope: string;
  /** The filters saved beforehand, and other filters the URL may carry (each a `?…` query). */
  readonly savedQuery: string;
  readonly urlQuery: string;
}

/** The search never answers: these tests are about the URL and session storage only. */
const silent = () => new Promise<Response>(() => {});

const Location = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
};

/**
 * The saved search filters rule (spec 000 §4), which every results page follows alike: a new search of the same
 * scope opens once with the filters saved when the can-use flag is set; otherwise the page keeps its URL, and saves
 * what it shows.
 */
export const describeSavedSearchFilters = (name: string, c: SavedSearchFiltersCase) => {
  const open = async (url: string, storage: PortalStorage) => {
    render(
      <PortalProvider fetcher={silent} storage={storage}>
        <LanguageProvider language="es">
          <MemoryRouter initialEntries={[url]}>
            {c.page}
            <Location />
          </MemoryRouter>
        </LanguageProvider>
      </PortalProvider>,
    );
    await act(async () => {});
    return () => screen.getByTestId("location").textContent;
  };
  const storageSaving = (scope: string, canUse: boolean) => {
    const storage = memoryPortalStorage();
    storage.session.setItem(
      "savedSearchFilters",
      JSON.stringify({ [c.product]: { filters: { scope, query: c.savedQuery }, canUse } }),
    );
    return storage;
  };
  const saved = (storage: PortalStorage) =>
    JSON.parse(storage.session.getItem("savedSearchFilters") ?? "{}")[c.product];

  describe(`${name} — saved search filters (spec 000 §4)`, () => {
    it(`opens a new search of the same ${c.scopeOf} with the saved filters once when the can-use flag is set`, async () => {
      const storage = storageSaving(c.scope, true);
      const location = await open(c.search, storage);
      expect(location()).toBe(`${c.search}${c.savedQuery}`);
      expect(saved(storage)).toEqual({ filters: { scope: c.scope, query: c.savedQuery }, canUse: false });
    });

    it.each([
      { why: "without the flag", canUse: false, scope: c.scope, url: c.search },
      { why: `for another ${c.scopeOf}`, canUse: true, scope: c.otherScope, url: c.search },
      { why: "when the URL has filters", canUse: true, scope: c.scope, url: `${c.search}${c.urlQuery}` },
    ])("leaves the page as its URL says $why, and saves what it shows", async ({ canUse, scope, url }) => {
      const storage = storageSaving(scope, canUse);
      const location = await open(url, storage);
      expect(location()).toBe(url);
      expect(saved(storage)).toEqual({
        filters: { scope: c.scope, query: url.includes("?") ? c.urlQuery : "" },
        canUse: false,
      });
    });
  });
};

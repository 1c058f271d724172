import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { everyPreloaded } from "../../shared/results/preload/preload";
import { HotelMultiPdfLazy } from "../HotelMultiPdf/HotelMultiPdfLazy";
import { HotelShareBarLazy } from "../HotelShareBar/HotelShareBarLazy";
import { hotel } from "../resultsFixtures";
import { HotelResultsPageConnected } from "./HotelResultsPageConnected";

/**
 * Every hotel search answers the same two hotels, complete, as a new reply each time (the server's reply to a sort
 * that leaves the order as it was); any other call never answers.
 */
const server = () => {
  const searches: string[] = [];
  const fetcher = async (path: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (!String(path).endsWith("/api/v1/hotels/search")) return new Promise(() => {});
    searches.push(String(init?.body));
    return Response.json({
      done: true,
      hotels: [hotel("1"), hotel("2")],
      xTotalCount: 2,
      xPendingResults: false,
      currency: { grossCurrency: { code: "USD" } },
      perNight: true,
      showPricesIncludeTaxes: true,
    });
  };
  return { fetcher, searches };
};

describe("HotelResultsPageConnected: the cards across replies", () => {
  beforeAll(() => Promise.all([everyPreloaded(), HotelShareBarLazy.preload(), HotelMultiPdfLazy.preload()]));

  it("draws no card again for a sort's reply that brings the same hotels in the same order", async () => {
    const { fetcher, searches } = server();
    render(
      <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()}>
        <LanguageProvider language="es">
          <MemoryRouter initialEntries={["/hotel/results/MAD/2031-03-10/2031-03-12/2-0"]}>
            <Routes>
              <Route path="/hotel/results/*" element={<HotelResultsPageConnected />} />
            </Routes>
          </MemoryRouter>
        </LanguageProvider>
      </PortalProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    const results = screen.getByRole("region", { name: "Resultados de hoteles" });
    await waitFor(() => expect(results.getAttribute("aria-busy")).toBe("false"));
    // A card drawn again updates its inputs (React sets their attributes anew), which a mutation observer records; a
    // lazy part of the card arriving meanwhile only adds nodes. (A counter mocked into the card's module would not do:
    // web's test files share their modules.)
    const card = screen.getAllByRole("article")[0] as HTMLElement;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(card, { subtree: true, attributes: true });
    const sort = screen.getByRole("combobox", { name: "Ordenar por" }) as HTMLSelectElement;
    const other = [...sort.options].find((option) => option.value !== sort.value)?.value ?? "";
    act(() => void fireEvent.change(sort, { target: { value: other } }));
    // The sort's own search is answered (a new reply, the same hotels) and drawn.
    await waitFor(() => expect(searches).toHaveLength(2));
    await waitFor(() => expect(results.getAttribute("aria-busy")).toBe("false"));
    await act(async () => {});
    observer.disconnect();
    expect(screen.getAllByRole("article")[0]).toBe(card);
    expect(changes.map((change) => `${change.type} ${change.attributeName ?? ""}`)).toEqual([]);
  });
});

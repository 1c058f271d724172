import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type FlightSolution, flightFilterOptions, flightFilterOptionsToReply } from "@travesia/core";
import { createPortalStores } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { renderFlightResultsPage, shownQuery } from "../../test/flightResultsPage";

const point = (iata: string, city: string, dateTime: string) => ({
  dateTime,
  destinations: { airport: { IATA: iata, name: `${city} airport` }, city: { name: city } },
});
const departure = point("EZE", "Buenos Aires", "20270301T2210");
const arrival = point("MIA", "Miami", "20270302T0640");
const solution: FlightSolution = {
  prices: {
    totalPrices: [
      { host: true, amount: 1000, currency: "USD" },
      { type: "NMO.GBL.RPT.TAX", amount: 150, currency: "USD" },
      { type: "NMO.GBL.RPT.GRS", amount: 1000, currency: "USD" },
      { type: "NMO.GBL.RPT.CHG", amount: 50, currency: "USD" },
      { type: "NMO.GBL.RPT.VGR", amount: 1_200_000, currency: "ARS" },
    ],
  },
  summary: { fareType: "PUB", validatingCarrier: [{ name: "Aerolíneas Argentinas", code: "AR" }], totalPsgrs: 1 },
  trips: [
    {
      flights: [
        {
          tripProductId: "out-1",
          summary: { departure, arrival, segmentsCount: 1 },
          segments: [
            {
              segmentType: "Air",
              flightNumber: "1300",
              marketingCarrier: { name: "Aerolíneas Argentinas", code: "AR" },
              departure,
              arrival,
            },
          ],
        },
      ],
    },
  ],
};

/**
 * The search answers one solution priced in USD with an ARS visualization amount, and the panel's options (core's,
 * in the reply's shape); every other call fails.
 */
const searchOnly = async (path: string | URL | Request): Promise<Response> =>
  String(path).endsWith("/api/v1/flights/search")
    ? Response.json({
        done: true,
        flights: { solutions: [solution], filters: flightFilterOptionsToReply(flightFilterOptions([solution])) },
        xTotalCount: 1,
      })
    : Response.json({ done: false }, { status: 500 });

/** The page as a visitor of a portal whose configuration sends these feature groups (and the perception flag). */
const draw = async (featureGroups: readonly string[]) => {
  const stores = createPortalStores({
    config: { status: "ready", portalType: "B2B", flags: { rgTax: true, countryTax: true }, featureGroups },
  });
  renderFlightResultsPage(searchOnly, stores);
  return within(await screen.findByRole("group", { name: "Total" }));
};

describe("FlightResultsPageConnected: price-GO from the portal configuration (core's portalPriceGo)", () => {
  it("a portal with every feature shows the secondary currency and the RG5463/23 note", async () => {
    const price = await draw(["all", "B2B"]);
    expect(price.getAllByText(/ARS/).length).toBeGreaterThan(0);
    expect(price.getByText("Incluye percepción RG5463/23")).toBeTruthy();
    expect(price.getByText("Incluye impuesto país")).toBeTruthy();
  });

  it("a price-GO portal (featureGroups ['go', 'B2B']) hides them; the five rows and the country tax stay", async () => {
    const price = await draw(["go", "B2B"]);
    expect(price.queryByText(/ARS/)).toBeNull();
    expect(price.queryByText("Incluye percepción RG5463/23")).toBeNull();
    expect(price.getByText("Incluye impuesto país")).toBeTruthy();
    expect(price.getByText("Precio por pasajero")).toBeTruthy();
    expect(price.getByText("Total")).toBeTruthy();
  });
});

describe("FlightResultsPageConnected: the filter panel keeps its drawing across sort clicks", () => {
  it("a filter ticked after a sort change keeps the new sort in the URL (and 'Limpiar Filtros' too)", async () => {
    await draw(["all", "B2B"]);
    const query = shownQuery;
    fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "DURATION:ASC" } });
    await waitFor(() => expect(query()).toBe("?sorting=DURATION%3AASC"));
    const direct = await screen.findByRole("checkbox", { name: /^Directo/ });
    fireEvent.click(direct);
    // The box shows the click at once; the router writes the new URL in a transition, after the click's frame.
    expect((direct as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(query()).toContain("stops=0"));
    expect(query()).toContain("sorting=DURATION%3AASC");
    fireEvent.click(screen.getByRole("button", { name: "Limpiar Filtros" }));
    await waitFor(() => expect(query()).toBe("?sorting=DURATION%3AASC"));
  });
});

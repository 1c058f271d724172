import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { type FlightSolution, flightCardView, flightPriceView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { FlightSolutionCard } from "../../flight/FlightSolutionCard/FlightSolutionCard";
import { renderView } from "../../test/renderView";
import { PackageSelectPanel } from "../PackageSelectPanel/PackageSelectPanel";
import { PackageResultsPage, type PackageResultsPageProps, PackageResultsStandIn } from "./PackageResultsPage";

const draw = (props: Partial<PackageResultsPageProps> = {}, language: "es" | "en" | "pt" = "es") => {
  const onRetry = vi.fn();
  const onToggleEdit = vi.fn();
  renderView(
    <PackageResultsPage
      status="ready"
      errorKey={null}
      toCity="Cancún"
      searchForm={<form aria-label="búsqueda" />}
      searchSummary={{
        route: "Buenos Aires → Cancún",
        flightDates: "Vuelos del 01/03/2027 al 10/03/2027",
        travellers: "1 habitación · 2 pasajeros",
      }}
      editing={false}
      onToggleEdit={onToggleEdit}
      stay={{ city: "Cozumel", checkIn: "02/03/2027", checkOut: "08/03/2027", nights: 6 }}
      flights={[0, 1].map((index) => ({ key: `f${index}`, node: <article aria-label={`vuelo ${index}`} /> }))}
      hotels={[0, 1, 2].map((index) => ({ key: `h${index}`, node: <article aria-label={`hotel ${index}`} /> }))}
      summary={<p>resumen</p>}
      onRetry={onRetry}
      {...props}
    />,
    language,
  );
  return Object.assign(onRetry, { onToggleEdit });
};

describe("PackageResultsPage", () => {
  it("shows the search with 'Ajustar búsqueda', the flight part, every hotel of the stay and the summary", () => {
    const { onToggleEdit } = draw();
    expect(screen.getByRole("heading", { level: 1, name: "Vuelo + hotel a Cancún" })).toBeTruthy();
    const search = screen.getByRole("region", { name: "Tu búsqueda" });
    expect(within(search).getByText("Buenos Aires → Cancún")).toBeTruthy();
    expect(within(search).getByText("Vuelos del 01/03/2027 al 10/03/2027")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "búsqueda" })).toBeNull();
    const adjust = within(search).getByRole("button", { name: "Ajustar búsqueda" });
    expect(adjust.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(adjust);
    expect(onToggleEdit).toHaveBeenCalled();
    const flights = screen.getByRole("region", { name: "Elegí tus vuelos" });
    expect(within(flights).getByText("2 opciones de vuelo")).toBeTruthy();
    expect(within(within(flights).getByRole("list")).getAllByRole("article")).toHaveLength(2);
    const hotels = screen.getByRole("region", { name: "Elegí tu hotel" });
    expect(within(hotels).getByText("En Cozumel, del 02/03/2027 al 08/03/2027 (6 noches) · 3 hoteles")).toBeTruthy();
    expect(within(within(hotels).getByRole("list")).getAllByRole("article")).toHaveLength(3);
    expect(within(hotels).queryByRole("navigation")).toBeNull();
    expect(within(screen.getByRole("complementary", { name: "Tu paquete" })).getByText("resumen")).toBeTruthy();
    expect(flights.parentElement?.getAttribute("aria-busy")).toBe("false");
  });

  it("marks the parts busy while a newer search is on its way", () => {
    draw({ updating: true });
    expect(screen.getByRole("region", { name: "Elegí tus vuelos" }).parentElement?.getAttribute("aria-busy")).toBe(
      "true",
    );
  });

  it("the open form is shown under the search", () => {
    draw({ editing: true });
    const search = screen.getByRole("region", { name: "Tu búsqueda" });
    expect(within(search).getByRole("form", { name: "búsqueda" })).toBeTruthy();
    expect(within(search).getByRole("button", { name: "Ajustar búsqueda" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("a bad URL shows its message and the form, no parts", () => {
    draw({ status: "invalid", toCity: null, searchSummary: null });
    expect(screen.getByRole("heading", { level: 1, name: "Vuelo + hotel" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "No pudimos leer esta búsqueda. Revisá los datos y buscá de nuevo.",
    );
    expect(screen.getByRole("form", { name: "búsqueda" })).toBeTruthy();
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ajustar búsqueda" })).toBeNull();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("says it is searching, then a failure with a retry, or that nothing was found", () => {
    draw({ status: "loading" });
    expect(screen.getByRole("status").textContent).toBe("Buscando vuelos y hoteles…");
    cleanup();
    const onRetry = draw({ status: "error" });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Fallo al recuperar los resultados")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalled();
    cleanup();
    draw({ status: "empty" }, "pt");
    expect(screen.getByText("Não encontramos pacotes para a busca solicitada")).toBeTruthy();
  });

  it("the prerendered shell's stand-in is the page as it stands while the search runs, its summary one paragraph", () => {
    const lines = {
      route: "Buenos Aires → Cancún",
      flightDates: "Vuelos del 01/03/2027 al 10/03/2027",
      travellers: "1 habitación · 2 pasajeros",
    };
    const standIn = renderView(<PackageResultsStandIn toCity="Cancún" {...lines} />).container.innerHTML;
    expect(screen.getByRole("heading", { level: 1, name: "Vuelo + hotel a Cancún" })).toBeTruthy();
    const search = screen.getByRole("region", { name: "Tu búsqueda" });
    const facts = within(search).getByText(lines.flightDates).closest("p");
    expect(facts?.textContent).toBe(`${lines.route}${lines.flightDates}${lines.travellers}`);
    expect(facts?.querySelectorAll("br")).toHaveLength(2);
    expect(within(search).getByRole("button", { name: "Ajustar búsqueda" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(screen.getByRole("status").textContent).toBe("Buscando vuelos y hoteles…");
    cleanup();
    draw({ status: "loading", searchSummary: lines });
    expect(document.body.firstElementChild?.innerHTML).toBe(standIn);
  });

  it("speaks English", () => {
    draw({ stay: null }, "en");
    expect(screen.getByRole("heading", { level: 1, name: "Flight + hotel to Cancún" })).toBeTruthy();
    expect(screen.getByText("3 hotels")).toBeTruthy();
  });

  it("names a package flight's cabin in English from the catalog, not in the supplier's Spanish", () => {
    const point = (iata: string, city: string, dateTime: string) => ({
      dateTime,
      destinations: { airport: { IATA: iata, name: city }, city: { name: city } },
    });
    const leg = (id: string, from: [string, string], to: [string, string], leaves: string, lands: string) => ({
      tripProductId: id,
      summary: {
        departure: point(...from, leaves),
        arrival: point(...to, lands),
        segmentsCount: 1,
        serviceClasses: [{ description: "Económica", code: "NMO.GBL.SCL.ECO" }],
      },
      segments: [
        {
          segmentType: "Air",
          flightNumber: "1300",
          marketingCarrier: { name: "Aerolíneas Argentinas", code: "AR" },
          departure: point(...from, leaves),
          arrival: point(...to, lands),
          serviceClass: { description: "Económica", code: "NMO.GBL.SCL.ECO" },
        },
      ],
    });
    const EZE: [string, string] = ["EZE", "Buenos Aires"];
    const CUN: [string, string] = ["CUN", "Cancún"];
    const solution: FlightSolution = {
      prices: { totalPrices: [{ host: true, amount: 900, currency: "USD" }] },
      summary: { validatingCarrier: [{ name: "Aerolíneas Argentinas", code: "AR" }], totalPsgrs: 2 },
      trips: [
        { flights: [leg("out-1", EZE, CUN, "20270301T0800", "20270301T1500")] },
        { flights: [leg("back-1", CUN, EZE, "20270310T0900", "20270310T2000")] },
      ],
      isDynamicPackaging: true,
    };
    const card = (
      <FlightSolutionCard
        card={flightCardView(solution, false)}
        price={flightPriceView(solution, { countryTax: false, rgTax: false, priceGo: false })}
        isChosen={() => false}
        onChoose={vi.fn()}
        detailOpen={false}
        onToggleDetail={vi.fn()}
        infoOpen={false}
        onToggleInfo={vi.fn()}
        rules={{ status: "idle", details: [] }}
        aside={
          <PackageSelectPanel
            selected={false}
            variation={null}
            labelKey="quote.select"
            disabled={false}
            onSelect={vi.fn()}
            name="Select Aerolíneas Argentinas"
          />
        }
      />
    );
    draw({ flights: [{ key: "f0", node: card }] }, "en");
    const flights = screen.getByRole("region", { name: "Choose your flights" });
    expect(within(flights).getAllByText("Economy")).toHaveLength(2);
    expect(within(flights).queryByText(/Económica/)).toBeNull();
  });
});

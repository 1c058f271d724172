import { fireEvent, screen, within } from "@testing-library/react";
import { type FlightSolution, flightCardView, flightPriceView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { FlightSolutionCard, type FlightSolutionCardProps } from "./FlightSolutionCard";

const point = (iata: string, city: string, dateTime: string) => ({
  dateTime,
  destinations: { airport: { IATA: iata, name: `${city} airport` }, city: { name: city } },
});
const segment = (from: [string, string], to: [string, string], leaves: string, lands: string, extra = {}) => ({
  segmentType: "Air",
  flightNumber: "1300",
  marketingCarrier: { name: "Aerolíneas Argentinas", code: "AR" },
  departure: point(from[0], from[1], leaves),
  arrival: point(to[0], to[1], lands),
  ...extra,
});
const EZE: [string, string] = ["EZE", "Buenos Aires"];
const GRU: [string, string] = ["GRU", "São Paulo"];
const MIA: [string, string] = ["MIA", "Miami"];
const outSegments = [
  segment(EZE, GRU, "20270301T2210", "20270302T0100", {
    operatingCarrier: { name: "LATAM", code: "LA" },
    equipmentType: { description: "Boeing 787" },
    nocturnalFlight: true,
    bookingClass: "Q",
    serviceClass: { description: "Económica", code: "NMO.GBL.SCL.ECO" },
  }),
  segment(GRU, MIA, "20270302T0330", "20270302T1140", { changePlane: true }),
];
const solution: FlightSolution = {
  prices: {
    totalPrices: [
      { host: true, amount: 2000, currency: "USD" },
      { type: "NMO.GBL.RPT.TAX", amount: 300, currency: "USD" },
      { type: "NMO.GBL.RPT.GRS", amount: 2000, currency: "USD" },
      { type: "NMO.GBL.RPT.CHG", amount: 100, currency: "USD" },
      { type: "NMO.GBL.RPT.VGR", amount: 2_400_000, currency: "ARS" },
    ],
  },
  summary: {
    fareType: "PUB",
    lastTicketDate: "2027-02-20",
    validatingCarrier: [{ name: "Aerolíneas Argentinas", code: "AR" }],
    totalPsgrs: 2,
  },
  trips: [
    {
      flights: [
        {
          tripProductId: "out-1",
          summary: {
            departure: point("EZE", "Buenos Aires", "20270301T2210"),
            arrival: point("MIA", "Miami", "20270302T1140"),
            segmentsCount: 2,
            serviceClasses: [{ description: "Económica" }],
          },
          segments: outSegments,
          processedBaggageInfo: { hasBaggage: false },
        },
      ],
    },
    {
      flights: [
        {
          tripProductId: "back-1",
          summary: {
            departure: point("MIA", "Miami", "20270310T0900"),
            arrival: point("EZE", "Buenos Aires", "20270310T2000"),
            segmentsCount: 1,
            serviceClasses: [{ description: "Clase Turista Plus", code: "NMO.GBL.SCL.PEY" }],
          },
          segments: [segment(MIA, EZE, "20270310T0900", "20270310T2000")],
          processedBaggageInfo: { hasBaggage: true, details: { qty: 1, unit: "PC" } },
        },
      ],
    },
  ],
};

const draw = (props: Partial<FlightSolutionCardProps> = {}, b2b = false, language: "es" | "en" = "es") => {
  const onChoose = vi.fn();
  renderView(
    <FlightSolutionCard
      card={flightCardView(solution, b2b)}
      price={flightPriceView(solution, { countryTax: true, rgTax: true, priceGo: false })}
      isChosen={(leg, id) => leg === "ida" && id === "out-1"}
      onChoose={onChoose}
      detailOpen={false}
      onToggleDetail={vi.fn()}
      infoOpen={false}
      onToggleInfo={vi.fn()}
      rules={{ status: "idle", details: [] }}
      {...props}
    />,
    language,
  );
  return onChoose;
};

describe("FlightSolutionCard", () => {
  it("shows IDA and VUELTA with cities and dates, times with +N, duration, stops, carriers and the price panel", () => {
    const onChoose = draw();
    expect(screen.getByRole("heading", { name: /IDA Buenos Aires → Miami 01\/03\/2027/ })).toBeTruthy();
    expect(screen.getByRole("heading", { name: /VUELTA Miami → Buenos Aires 10\/03\/2027/ })).toBeTruthy();
    expect(screen.getByText("22:10")).toBeTruthy();
    expect(screen.getByText("11:40+1")).toBeTruthy();
    expect(screen.getByText("Duración 13h 30m")).toBeTruthy();
    expect(screen.getByText("1 escala")).toBeTruthy();
    expect(screen.getByText(/Operado por LATAM/)).toBeTruthy();
    const price = screen.getByRole("group", { name: "Total" });
    expect(
      within(price)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual([
      "Precio por pasajero",
      "2 pasajeros",
      "Impuestos",
      "Cargos",
      "Total",
      "Tipo de tarifa",
      "Fecha límite de emisión",
      "Aerolínea validadora",
    ]);
    expect(within(price).getByText("20/02/2027")).toBeTruthy();
    expect(within(price).getByText("Incluye impuesto país")).toBeTruthy();
    expect(within(price).getByText("Incluye percepción RG5463/23")).toBeTruthy();
    expect(within(price).getAllByText(/ARS/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Clase Q/)).toBeNull();
    const chosen = screen.getByRole("button", { name: "Elegir el vuelo de IDA de las 22:10" });
    expect(chosen.getAttribute("aria-pressed")).toBe("true");
    expect(chosen.textContent).toBe("Elegir");
    fireEvent.click(screen.getByRole("button", { name: "Elegir el vuelo de VUELTA de las 09:00" }));
    expect(onChoose).toHaveBeenCalledWith("vuelta", "back-1");
  });

  it("'Ver más detalle' lists segments, the connection wait, equipment, notices and luggage; B2B sees the booking class", () => {
    draw({ detailOpen: true }, true);
    const detail = screen.getByRole("group", { name: "Ver más detalle" });
    expect(within(detail).getByText(/Conexión en São Paulo · Espera 2h 30m/)).toBeTruthy();
    expect(within(detail).getByText(/Equipo: Boeing 787/)).toBeTruthy();
    expect(within(detail).getByText("Cambio de avión")).toBeTruthy();
    expect(within(detail).getByText("Vuelo Nocturno")).toBeTruthy();
    expect(within(detail).getByText("No incluye equipaje")).toBeTruthy();
    expect(within(detail).getByText("Incluye 1 Valija(s) - Consultar el peso a la aerolínea")).toBeTruthy();
    expect(within(detail).getByText(/Clase Q/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ocultar detalle" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("'Ver más información' shows the fare rules, their loading and their failure", () => {
    const rules = {
      status: "ready" as const,
      details: [
        {
          fareType: "Light",
          lastTicketDate: "2027-02-20",
          validatingCarriers: ["Aerolíneas Argentinas"],
          fareBasis: ["LAR"],
          availability: [{ bookingClass: "Y", seats: 4 }],
          restrictions: [{ ageType: "NMO.GBL.AGT.ADT", text: "Tarifa Light: no reembolsable." }],
          rules: [{ title: "Cambios", text: "Cambios permitidos antes de la salida." }],
        },
      ],
    };
    draw({ infoOpen: true, rules });
    const info = screen.getByRole("group", { name: "Ver más información" });
    expect(within(info).getByText("Tarifa Light: no reembolsable.")).toBeTruthy();
    expect(within(info).getByText("Cambios")).toBeTruthy();
    expect(within(info).getByText("4 asientos en clase Y")).toBeTruthy();
  });

  it("says when the rules load and when they fail, in English too", () => {
    draw({ infoOpen: true, rules: { status: "error", details: [] } }, false, "en");
    expect(screen.getByRole("alert").textContent).toBe("We could not load the fare rules");
    expect(screen.getByRole("heading", { name: /OUTBOUND Buenos Aires → Miami/ })).toBeTruthy();
  });

  it("shows the airline's logo from the back office beside its name, and the name alone without one", () => {
    const logo = "/images/uploads/0b9c6f1e-3d0a-4e39-9c2e-2f5b8a1d7c44.img";
    const withLogo = {
      ...solution,
      summary: { ...solution.summary, validatingCarrier: [{ name: "Aerolíneas Argentinas", code: "AR", logo }] },
    };
    draw({ card: flightCardView(withLogo, false) });
    const title = screen.getByRole("heading", { level: 2, name: "Aerolíneas Argentinas" });
    expect(title.querySelector("img")?.getAttribute("src")).toBe(logo);
    expect(title.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("names the cabin in the page's language from the catalog; a class the portal does not know in the supplier's words", () => {
    draw({ detailOpen: true }, false, "en");
    const outbound = screen.getByRole("group", { name: /OUTBOUND Buenos Aires → Miami/ });
    expect(within(outbound).getByText("Economy")).toBeTruthy();
    expect(screen.getByRole("group", { name: /RETURN Miami → Buenos Aires/ }).textContent).toContain(
      "Clase Turista Plus",
    );
    const detail = screen.getByRole("group", { name: "See more details" });
    expect(within(detail).getByText(/Boeing 787 · Economy · Duration/)).toBeTruthy();
    expect(screen.queryByText(/Económica/)).toBeNull();
  });
});

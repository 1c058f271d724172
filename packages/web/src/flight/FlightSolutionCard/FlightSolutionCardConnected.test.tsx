import { fireEvent, screen } from "@testing-library/react";
import { type FlightSolution, flightCardView, flightPriceView } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { CardPanelsProvider } from "./cardPanels";
import { FlightSolutionCardConnected } from "./FlightSolutionCardConnected";

const point = (iata: string, city: string, dateTime: string) => ({
  dateTime,
  destinations: { airport: { IATA: iata, name: `${city} airport` }, city: { name: city } },
});

/** A one-way solution of one direct flight leaving at `leaves` (its trip product id names it). */
const solution = (id: string, leaves: string): FlightSolution => {
  const departure = point("EZE", "Buenos Aires", leaves);
  const arrival = point("MIA", "Miami", "20270302T1140");
  return {
    prices: { totalPrices: [{ host: true, amount: 1000, currency: "USD" }] },
    summary: { validatingCarrier: [{ name: "Aerolíneas Argentinas", code: "AR" }], totalPsgrs: 1 },
    trips: [
      {
        flights: [
          {
            tripProductId: id,
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
};

const card = (id: string, leaves: string) => {
  const value = solution(id, leaves);
  return (
    <FlightSolutionCardConnected
      card={flightCardView(value, false)}
      price={flightPriceView(value, { countryTax: false, rgTax: false, priceGo: false })}
      isChosen={() => false}
      onChoose={() => undefined}
    />
  );
};

const detailButton = () => screen.getByRole("button", { name: /detalle/ });

describe("FlightSolutionCardConnected", () => {
  it("keeps its open panels with its solution: another solution drawn in its place shows them closed", () => {
    const view = renderView(card("out-1", "20270301T2210"));
    fireEvent.click(detailButton());
    expect(detailButton().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("group", { name: "Ver más detalle" })).toBeTruthy();

    // The results list keeps a row's card when a new reply puts another solution in that row.
    view.rerender(card("out-2", "20270301T0815"));
    expect(screen.getByText("08:15")).toBeTruthy();
    expect(detailButton().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("group", { name: "Ver más detalle" })).toBeNull();

    // The same solution drawn again keeps what was opened on it.
    fireEvent.click(detailButton());
    view.rerender(card("out-2", "20270301T0815"));
    expect(detailButton().getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps its open panels when the virtualised list unmounts it (scrolled out of view) and draws it again", () => {
    const row = (shown: boolean) => (
      <CardPanelsProvider>{shown ? card("out-1", "20270301T2210") : null}</CardPanelsProvider>
    );
    const view = renderView(row(true));
    fireEvent.click(detailButton());
    fireEvent.click(screen.getByRole("button", { name: /información/ }));
    view.rerender(row(false));
    expect(screen.queryByRole("button", { name: /detalle/ })).toBeNull();
    view.rerender(row(true));
    expect(detailButton().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("group", { name: "Ver más detalle" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /información/ }).getAttribute("aria-expanded")).toBe("true");
  });
});

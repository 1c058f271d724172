import { screen } from "@testing-library/react";
import type { CalendarDate, HotelCheckoutSummaryReply } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { CheckoutSummaryPage, type CheckoutSummaryPageProps } from "./CheckoutSummaryPage";

const summary: HotelCheckoutSummaryReply = {
  done: true,
  tripProductId: "H1-20270112-3-2x0-2",
  checkIn: "2027-01-12",
  checkOut: "2027-01-15",
  currency: "USD",
  hotel: {
    name: "Hotel Gran Vía",
    hotelDetailId: "1",
    rating: { value: 4 },
    address: ["Gran Vía 12, Madrid"],
    rates: [
      {
        id: "H1-20270112-3-2x0-2",
        tripProductID: "H1-20270112-3-2x0-2",
        rooms: [{ type: { name: "Habitación doble" }, occupancy: { adults: 2, children: 0 } }],
        board: { code: "2", name: "Desayuno" },
        prices: { gross: { amount: 361.5 } },
      },
    ],
  },
};

const houseSummary: HotelCheckoutSummaryReply = {
  done: true,
  product: "house",
  tripProductId: "V1000001-20270112-7-3",
  checkIn: "2027-01-12",
  checkOut: "2027-01-19",
  currency: "USD",
  guests: 3,
  hotel: {
    name: "Casa Los Médanos",
    hotelDetailId: "1000001",
    rating: { value: 4 },
    address: ["Calle 20, Punta del Este"],
    rates: [
      {
        id: "V1000001-20270112-7-3",
        tripProductID: "V1000001-20270112-7-3",
        rooms: [{ type: { name: "Casa · 3 dormitorios · 6 huéspedes" } }],
        board: { code: "1", name: "Solo alojamiento" },
        prices: { gross: { amount: 1540 } },
        comments: ["Estadía mínima: 3 noches. Incluye limpieza final."],
      },
    ],
  },
};

const houseStay = { checkIn: "2027-01-12" as CalendarDate, checkOut: "2027-01-19" as CalendarDate };

const props = (over: Partial<CheckoutSummaryPageProps> = {}): CheckoutSummaryPageProps => ({
  status: "ready",
  product: "hotel",
  summary,
  alternative: false,
  stay: { checkIn: "2027-01-12" as CalendarDate, checkOut: "2027-01-15" as CalendarDate },
  price: {
    currency: "USD",
    perNight: false,
    nights: 3,
    showPricesIncludeTaxes: undefined,
    countryTax: undefined,
    rgTax: undefined,
    priceGo: false,
  },
  image: <span>image</span>,
  policy: <span>policy panel</span>,
  onRetry: () => {},
  ...over,
});

describe("CheckoutSummaryPage", () => {
  it("shows what was quoted: hotel, stars, address, stay: houseStay, rooms, board, total and the policy", () => {
    renderView(<CheckoutSummaryPage {...props()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Resumen de tu cotización" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Hotel Gran Vía" })).toBeTruthy();
    expect(screen.getByText("4 estrellas")).toBeTruthy();
    const facts = screen.getAllByRole("definition")[0]?.parentElement?.textContent ?? "";
    expect(facts).toContain("Entradamartes 12 de enero");
    expect(facts).toContain("Salidaviernes 15 de enero (3 noches)");
    expect(facts).toContain("HabitacionesHabitación doble · 2 adultos");
    expect(facts).toContain("RégimenDesayuno incluido");
    expect(facts).toContain("TotalUSD 361,50");
    expect(screen.getByText("policy panel")).toBeTruthy();
    expect(screen.queryByText(/alternativa/)).toBeNull();
  });

  it("an alternative rate says so; English reads its own words", () => {
    renderView(<CheckoutSummaryPage {...props({ alternative: true })} />, "en");
    expect(screen.getByRole("status").textContent).toBe(
      "We selected an alternative rate similar to the one you chose.",
    );
    expect(screen.getByText("Tuesday 12 January")).toBeTruthy();
  });

  it("loading, not found (no retry) and a failure with retry", () => {
    const loading = renderView(<CheckoutSummaryPage {...props({ status: "loading", summary: null })} />);
    expect(screen.getByRole("status").textContent).toBe("Recuperando la cotización…");
    loading.unmount();
    const missing = renderView(<CheckoutSummaryPage {...props({ status: "notFound", summary: null })} />);
    expect(screen.getByRole("alert").textContent).toContain("La tarifa cotizada ya no existe.");
    expect(screen.queryByRole("button")).toBeNull();
    missing.unmount();
    const onRetry = vi.fn();
    renderView(<CheckoutSummaryPage {...props({ status: "error", summary: null, onRetry })} />);
    expect(screen.getByRole("alert").textContent).toContain("No pudimos recuperar la cotización.");
    screen.getByRole("button", { name: "Intente nuevamente" }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/");
  });

  it("a house shows its name, the stay: houseStay, the kind of house, the guests, the total and its comments; no stars, no policy", () => {
    renderView(
      <CheckoutSummaryPage
        {...props({
          product: "house",
          summary: houseSummary,
          stay: houseStay,

          policy: null,
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Casa Los Médanos" })).toBeTruthy();
    expect(screen.queryByText(/estrellas/)).toBeNull();
    const facts = screen.getAllByRole("definition")[0]?.parentElement?.textContent ?? "";
    expect(facts).toContain("Entradamartes 12 de enero");
    expect(facts).toContain("Salidamartes 19 de enero (7 noches)");
    expect(facts).toContain("AlojamientoCasa · 3 dormitorios · 6 huéspedes");
    expect(facts).toContain("Huéspedes3 huéspedes");
    expect(facts).not.toContain("Habitaciones");
    expect(facts).toContain("RégimenSolo alojamiento");
    expect(facts).toContain("TotalUSD 1.540,00");
    expect(screen.getByText("Estadía mínima: 3 noches. Incluye limpieza final.")).toBeTruthy();
  });

  it("a house reads its own texts in English and Portuguese, and its own not-found text", () => {
    const english = renderView(
      <CheckoutSummaryPage {...props({ product: "house", summary: houseSummary, stay: houseStay, policy: null })} />,
      "en",
    );
    expect(screen.getAllByRole("definition")[0]?.parentElement?.textContent).toContain("Guests3 guests");
    english.unmount();
    const portuguese = renderView(
      <CheckoutSummaryPage {...props({ product: "house", summary: houseSummary, stay: houseStay, policy: null })} />,
      "pt",
    );
    expect(screen.getAllByRole("definition")[0]?.parentElement?.textContent).toContain("Acomodação");
    portuguese.unmount();
    renderView(<CheckoutSummaryPage {...props({ product: "house", status: "notFound", summary: null })} />);
    expect(screen.getByRole("alert").textContent).toContain("La estadía cotizada ya no existe.");
  });
});

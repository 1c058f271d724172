import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { HotelDetail, PackageDetailView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { PackageDetailPage } from "./PackageDetailPage";

const usd = (minor: number) => ({ minor, currency: "USD" });

const view: PackageDetailView = {
  origin: "Buenos Aires",
  destination: "Cozumel",
  checkIn: "02/03/2027",
  checkOut: "08/03/2027",
  nights: 6,
  travellers: 2,
  hotel: {
    hotelDetailId: "100234",
    name: "Hotel Sol & Mar",
    stars: 4,
    address: "Av. Rafael Melgar 10",
    image: "/img/hotels/100234-1.jpg",
    board: "Desayuno incluido",
    price: usd(82_050),
    detailUrl: "/hotel/details/hotel-sol-mar/100234/2027-03-02/2027-03-08/2-0/CZM",
  },
  flight: {
    carrier: "Aerolíneas Argentinas",
    fareFamily: "Economy Plus",
    stops: 1,
    segments: [
      { from: "AEP", to: "MIA", flightNumber: "AR1300" },
      { from: "MIA", to: "CZM", flightNumber: "AR1302" },
    ],
    legs: [
      {
        stops: 1,
        segments: [
          { from: "AEP", to: "MIA", flightNumber: "AR1300" },
          { from: "MIA", to: "CZM", flightNumber: "AR1302" },
        ],
      },
      { stops: 0, segments: [{ from: "CZM", to: "AEP", flightNumber: "AR1303" }] },
    ],
    price: usd(150_000),
  },
  total: usd(232_050),
};

const detail: HotelDetail = {
  hotelDescriptions: [{ value: "Frente al mar, a pasos del muelle." }],
  amenities: [{ description: { value: "Piscina" }, value: "POOL" }],
  imageLinks: [{ imageURL: "/img/hotels/100234-2.jpg" }],
};

describe("PackageDetailPage", () => {
  it("shows the route, the stay, the hotel it names with its detail, the flight and the total", () => {
    renderView(<PackageDetailPage status="ready" view={view} hotelDetail={detail} onRetry={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Detalle del paquete" })).toBeTruthy();
    expect(screen.getByText("Buenos Aires → Cozumel")).toBeTruthy();
    expect(screen.getByText("Del 02/03/2027 al 08/03/2027 · 6 noches · 2 pasajeros")).toBeTruthy();
    const hotel = screen.getByRole("region", { name: "El hotel" });
    expect(within(hotel).getByText("Hotel Sol & Mar", { selector: "p" })).toBeTruthy();
    expect(within(hotel).getByRole("img", { name: "4 estrellas" })).toBeTruthy();
    expect(within(hotel).getByText("Desayuno incluido")).toBeTruthy();
    expect(within(hotel).getByText("USD 820,50")).toBeTruthy();
    expect(within(hotel).getByRole("link", { name: "Ver el hotel Hotel Sol & Mar" }).getAttribute("href")).toBe(
      view.hotel.detailUrl,
    );
    const about = within(hotel).getByRole("region", { name: "Sobre el hotel" });
    expect(within(about).getByText("Frente al mar, a pasos del muelle.")).toBeTruthy();
    expect(within(within(about).getByRole("list", { name: "Servicios" })).getByText("Piscina")).toBeTruthy();
    expect(within(about).getByRole("img", { name: "Hotel Sol & Mar 1" })).toBeTruthy();
    const flight = screen.getByRole("region", { name: "El vuelo" });
    expect(within(flight).getByText("Tarifa Economy Plus")).toBeTruthy();
    // Both legs, each under its name: the return too, not the outbound alone.
    expect(
      within(flight)
        .getAllByRole("heading", { level: 3 })
        .map((item) => item.textContent),
    ).toEqual(["IDA · 1 escala", "VUELTA · Directo"]);
    expect(
      within(within(flight).getByRole("list", { name: "IDA" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["AEP → MIA · Vuelo AR1300", "MIA → CZM · Vuelo AR1302"]);
    expect(
      within(within(flight).getByRole("list", { name: "VUELTA" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["CZM → AEP · Vuelo AR1303"]);
    const total = screen.getByRole("region", { name: "Precio total del paquete" });
    expect(within(total).getByText("USD 2.320,50")).toBeTruthy();
  });

  it("while loading says so; a package without flight, link or catalogue still shows what it has", () => {
    renderView(<PackageDetailPage status="loading" view={null} hotelDetail={null} onRetry={vi.fn()} />);
    expect(screen.getByRole("status").textContent).toBe("Cargando el paquete…");
    cleanup();
    renderView(
      <PackageDetailPage
        status="ready"
        view={{ ...view, flight: null, total: null, hotel: { ...view.hotel, detailUrl: null, stars: 0 } }}
        hotelDetail={null}
        onRetry={vi.fn()}
      />,
      "en",
    );
    expect(screen.queryByRole("region", { name: "The flight" })).toBeNull();
    expect(screen.queryByRole("link", { name: /See the hotel/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "About the hotel" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Package total price" })).getByText("Price not available"));
  });

  it("a package that cannot be read says so, retries and leads home, in Portuguese", () => {
    const onRetry = vi.fn();
    renderView(<PackageDetailPage status="error" view={null} hotelDetail={null} onRetry={onRetry} />, "pt");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Não conseguimos recuperar este pacote.")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(onRetry).toHaveBeenCalled();
    expect(within(alert).getByRole("link", { name: "Voltar ao início" }).getAttribute("href")).toBe("/");
  });
});

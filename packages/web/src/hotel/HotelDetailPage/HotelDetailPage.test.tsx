import { screen } from "@testing-library/react";
import type { HotelCluster, HotelDetail } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelDetailPage, type HotelDetailPageProps } from "./HotelDetailPage";

const detail: HotelDetail = {
  hotelDescriptions: [{ value: "<p>Frente a la <b>Gran Vía</b>.</p><img src=x onerror=alert(1)>" }],
  amenities: [
    { description: { value: "Piscina" }, value: "POOL" },
    { description: { value: "Wifi gratis" }, value: "WIFI" },
  ],
  imageLinks: [{ imageURL: "/images/hotels/1/1.jpg" }, { imageURL: "/images/hotels/1/2.jpg" }],
};
const hotel: HotelCluster = {
  name: "Hotel Gran Vía",
  hotelDetailId: "1",
  rating: { value: 4 },
  address: ["Gran Vía 1", "Madrid"],
  tripAdvisor: { locationId: "L1", imagePath: "/images/reviews/4.5.svg", reviews: 120 },
  recommendation: { recommendationType: 5, value: "5" },
  rates: [],
};

const props = (over: Partial<HotelDetailPageProps> = {}): HotelDetailPageProps => ({
  status: "ready",
  errorKey: null,
  fallbackName: "gran-via",
  detail,
  hotel,
  rates: <p>rates</p>,
  gallery: <p>gallery</p>,
  map: <p>map</p>,
  onRetry: () => {},
  ...over,
});

describe("HotelDetailPage", () => {
  it("shows the stars and the videos the back office set, each video a link to its host", () => {
    const edited = {
      ...detail,
      stars: 2,
      videos: [{ url: "https://youtu.be/dQw4w9WgXcQ" }, { url: "https://vimeo.com/76979871" }],
    };
    renderView(<HotelDetailPage {...props({ detail: edited })} />);
    expect(screen.getByRole("img", { name: "2 estrellas" }).textContent).toBe("★★");
    expect(screen.getByRole("heading", { level: 3, name: "Videos" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver el video en youtu.be" }).getAttribute("href")).toBe(
      "https://youtu.be/dQw4w9WgXcQ",
    );
    expect(screen.getByRole("link", { name: "Ver el video en vimeo.com" }).getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
  });

  it("shows name, stars, review data, address, gallery, rates, the sanitised description, amenities and map", async () => {
    const { container } = renderView(<HotelDetailPage {...props()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Hotel Gran Vía" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "4 estrellas" }).textContent).toBe("★★★★");
    expect(screen.getByText("Muy recomendado")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Valoración de Hotel Gran Vía en el sitio de opiniones" })).toBeTruthy();
    expect(screen.getByText("120 opiniones")).toBeTruthy();
    expect(screen.getByText("Gran Vía 1, Madrid")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Habitaciones" })).toBeTruthy();
    for (const slot of ["gallery", "rates", "map"]) expect(screen.getByText(slot)).toBeTruthy();
    expect((await screen.findByText("Gran Vía")).tagName).toBe("B");
    expect(container.querySelector("img[onerror]")).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Servicios" })).toBeTruthy();
    expect(screen.getByText("Wifi gratis")).toBeTruthy();
  });

  it("shows the favourite slot in the header, under the hotel's facts", () => {
    renderView(<HotelDetailPage {...props({ favourite: <button type="button">Agregar a favoritos</button> })} />);
    const header = screen.getByRole("heading", { level: 1, name: "Hotel Gran Vía" }).parentElement;
    expect(header?.contains(screen.getByRole("button", { name: "Agregar a favoritos" }))).toBe(true);
  });

  it("without availability the rooms say there are no rates; while loading, the slug names the page", () => {
    const none = renderView(<HotelDetailPage {...props({ rates: null })} />);
    expect(screen.getByText("No hay tarifas disponibles para este hotel.")).toBeTruthy();
    none.unmount();
    const loading = renderView(<HotelDetailPage {...props({ status: "loading", hotel: null, detail: null })} />);
    expect(screen.getByRole("heading", { level: 1, name: "gran-via" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Cargando tarifas…");
    expect(screen.queryByText("gallery")).toBeNull();
    loading.unmount();
    renderView(<HotelDetailPage {...props({ kind: "house", rates: null })} />, "en");
    expect(screen.getByRole("heading", { level: 2, name: "Your stay" })).toBeTruthy();
    expect(screen.getByText("This property has no availability on the chosen dates.")).toBeTruthy();
  });

  it("the detail failure reads the spec's two lines with a retry; a missing id reads 'Hotel ID can't be empty'", () => {
    const onRetry = vi.fn();
    const failed = renderView(
      <HotelDetailPage {...props({ status: "error", errorKey: "hotel.detailError", onRetry })} />,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "Lo sentimos. Tu solicitud no se ha podido completar en este momento.Por favor intentalo nuevamente más tarde.",
    );
    screen.getByRole("button", { name: "Intente nuevamente" }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    failed.unmount();
    renderView(<HotelDetailPage {...props({ status: "error", errorKey: "hotel.idRequired", hotel: null })} />);
    expect(screen.getByRole("alert").textContent).toContain("Hotel ID can't be empty");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import { type CalendarDate, type HotelCompareReply, hotelCompareView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelComparePage, type HotelComparePageProps } from "./HotelComparePage";

const reply: HotelCompareReply = {
  done: true,
  currency: "EUR",
  nights: 3,
  distanceFrom: "Madrid",
  hotels: [
    {
      hotelDetailId: "1",
      name: "Hotel Uno",
      stars: 4,
      address: "Gran Vía 1",
      review: { score: 4.5, reviews: 120 },
      board: { code: "2", name: "Desayuno" },
      cancellation: { type: "G", freeUntil: "2027-01-05" },
      price: { stay: { amount: 300 }, night: { amount: 100 } },
      taxesIncluded: true,
      distance: { value: 1.25, unit: "km" },
      amenities: [{ code: "WIFI", name: "Wi-Fi gratis" }],
      internal: {
        supplier: { code: "GLX", name: "Galaxia Bedbank" },
        net: { amount: 264 },
        commission: { percent: 12, amount: { amount: 36 } },
      },
    },
    {
      hotelDetailId: "2",
      name: "Hotel Dos",
      stars: 3,
      board: { code: "1", name: "Solo habitación" },
      cancellation: { type: "NR" },
      price: { stay: { amount: 240 }, night: { amount: 80 } },
      taxesIncluded: true,
      amenities: [],
      internal: {
        supplier: { code: "AND", name: "Andes Mayorista" },
        net: { amount: 211.2 },
        commission: { percent: 12, amount: { amount: 28.8 } },
      },
    },
  ],
};

const props = (overrides: Partial<HotelComparePageProps> = {}): HotelComparePageProps => ({
  status: "ready",
  view: hotelCompareView(reply, "full"),
  stay: { destination: "Madrid", checkIn: "2027-01-12" as CalendarDate, checkOut: "2027-01-15" as CalendarDate },
  missing: 0,
  resultsHref: "/hotel/results/MAD/2027-01-12/2027-01-15/2-0",
  clientHref: "/hotel/compare/1,2/MAD/2027-01-12/2027-01-15/2-0?view=client",
  agencyHref: null,
  shareUrl: "http://127.0.0.1/hotel/compare/1,2/MAD/2027-01-12/2027-01-15/2-0?view=client",
  copied: false,
  onCopy: vi.fn(),
  onRetry: vi.fn(),
  ...overrides,
});

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

describe("HotelComparePage", () => {
  it("puts the hotels side by side with every fact, and the agency rows on the agent's version", async () => {
    const { container } = renderView(<HotelComparePage {...props()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Comparador de hoteles" })).toBeTruthy();
    expect(screen.getByText("Madrid · 12/01/2027 – 15/01/2027 · 3 noches")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Hotel UnoGran Vía 1",
      "Hotel Dos",
      "Solo para la agencia",
    ]);
    expect(within(rowOf("Categoría")).getByRole("img", { name: "4 estrellas" })).toBeTruthy();
    expect(rowOf("Puntuación de viajeros").textContent).toContain("4,5/5 · 120 opiniones");
    expect(rowOf("Régimen").textContent).toContain("Solo habitación");
    expect(rowOf("Cancelación").textContent).toContain("Cancelación gratuitaGratis hasta el 05/01/2027");
    expect(rowOf("Cancelación").textContent).toContain("No reembolsable");
    expect(rowOf("Precio por noche").textContent).toContain("EUR 100,00");
    expect(rowOf("Precio por estadía").textContent).toContain("EUR 240,00Mejor precio");
    expect(rowOf("Impuestos").textContent).toContain("Impuestos incluidos");
    expect(rowOf("Distancia a Madrid").textContent).toContain("1,25 km");
    expect(rowOf("Servicios").textContent).toContain("Wi-Fi gratis");
    expect(screen.getByText("Solo para la agencia")).toBeTruthy();
    expect(rowOf("Proveedor").textContent).toContain("Galaxia Bedbank");
    expect(rowOf("Precio neto").textContent).toContain("EUR 264,00");
    expect(rowOf("Comisión").textContent).toContain("EUR 36,00 (12 %)");
    expect(screen.getByRole("link", { name: "Versión para el cliente" }).getAttribute("href")).toContain("view=client");
    await expectNoAxeViolations(container);
  });

  it("the client-safe version says so and shows no supplier, net price or commission", async () => {
    const onCopy = vi.fn();
    const { container } = renderView(
      <HotelComparePage
        {...props({
          view: hotelCompareView(reply, "client"),
          clientHref: null,
          agencyHref: "/hotel/compare/1,2/MAD/2027-01-12/2027-01-15/2-0",
          onCopy,
        })}
      />,
      "en",
    );
    expect(screen.getByRole("note").textContent).toBe(
      "Version to share with the client: no supplier, net price or commission.",
    );
    expect(screen.queryByText("Agency only")).toBeNull();
    expect(screen.queryByRole("rowheader", { name: "Supplier" })).toBeNull();
    expect(container.textContent).not.toContain("Galaxia");
    expect(container.textContent).not.toContain("264");
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("textbox", { name: "Link to share" }) as HTMLInputElement).value).toContain("view=client");
    await expectNoAxeViolations(container);
  });

  it("replaces a hotel's broken photograph by a hotel default (spec 000 §8), WebP first", () => {
    const withImages: HotelCompareReply = {
      ...reply,
      hotels: reply.hotels.map((hotel) => ({ ...hotel, image: `/images/hotels/${hotel.hotelDetailId}/1.jpg` })),
    };
    const { container } = renderView(<HotelComparePage {...props({ view: hotelCompareView(withImages, "full") })} />);
    const first = container.querySelector<HTMLImageElement>('img[src="/images/hotels/1/1.jpg"]');
    if (first === null) throw new Error("no photograph");
    fireEvent.error(first);
    expect(container.querySelector("thead picture source")?.getAttribute("type")).toBe("image/webp");
    expect(container.querySelector("thead picture img")?.getAttribute("src")).toMatch(/hotel-\d\d.*\.jpg/);
    expect(container.querySelector('img[src="/images/hotels/2/1.jpg"]')).not.toBeNull();
  });

  it("shows the loading, failure (with a retry), bad link and missing-hotel states", () => {
    const onRetry = vi.fn();
    const view = renderView(<HotelComparePage {...props({ status: "loading", view: null })} />, "pt");
    expect(screen.getByText("Carregando a comparação…").getAttribute("role")).toBe("status");
    view.rerender(<HotelComparePage {...props({ status: "error", view: null, onRetry })} />);
    fireEvent.click(screen.getByRole("button", { name: "Tente novamente" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    view.rerender(<HotelComparePage {...props({ status: "badUrl", view: null, stay: null, shareUrl: null })} />);
    expect(screen.getByRole("alert").textContent).toBe("O link da comparação não é válido.");
    view.rerender(<HotelComparePage {...props({ missing: 1 })} />);
    expect(screen.getByText("Alguns dos hotéis escolhidos não têm mais tarifas para estas datas.")).toBeTruthy();
  });
});

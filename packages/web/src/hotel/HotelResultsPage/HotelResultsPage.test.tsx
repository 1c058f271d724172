import { fireEvent, screen, within } from "@testing-library/react";
import { hotelSearchFiltersDefault, progressiveSearchInitial, progressiveSearchTransition } from "@travesia/core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { everyPreloaded } from "../../shared/results/preload/preload";
import { renderView, withBrowserScheduling } from "../../test/renderView";
import { fixedCards, hotel, resultsActions, resultsData } from "../resultsFixtures";
import { HotelResultsPage, type HotelResultsPageProps } from "./HotelResultsPage";

const props = (overrides: Partial<HotelResultsPageProps> = {}, calls: unknown[][] = []): HotelResultsPageProps => ({
  kind: "hotel",
  status: "ready",
  data: resultsData(),
  errorKey: null,
  actions: resultsActions(calls),
  cards: fixedCards({ expanded: false, board: undefined, pages: 1 }, calls),
  editing: false,
  onToggleEdit: () => undefined,
  searchForm: <p>formulario de búsqueda</p>,
  mapHref: null,
  homeHref: "/",
  onRefresh: () => undefined,
  offerWidgets: 2,
  ...overrides,
});

describe("HotelResultsPage (spec 001 §2, §4)", () => {
  // The cards' code is loaded beside the first search; here, before the first page is drawn.
  beforeAll(everyPreloaded);

  it("lists the hotels with the pager, and sends sort, price, view and page changes", () => {
    const calls: unknown[][] = [];
    renderView(<HotelResultsPage {...props({}, calls)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Resultados de hoteles" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    fireEvent.change(screen.getByRole("combobox", { name: "Ordenar por" }), { target: { value: "name" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Mostrar precios" }), { target: { value: "stay" } });
    fireEvent.click(screen.getByRole("radio", { name: "Vista de mapa" }));
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(calls).toEqual([
      ["sortBy", "name"],
      ["setPriceMode", "stay"],
      ["setViewMode", "mapa"],
      ["goToPage", 2],
    ]);
  });

  it("draws a sort's new control state first, and the cards in a render of their own", () =>
    withBrowserScheduling(async (draw, container) => {
      draw(<HotelResultsPage {...props()} />);
      const cards = () => [...container.querySelectorAll("article h2")].map((name) => name.textContent);
      const sort = () => within(container).getByRole("combobox", { name: "Ordenar por" }) as HTMLSelectElement;
      expect(cards()).toEqual(["Hotel 1", "Hotel 2"]);
      // The click's update is urgent: its own commit shows the select's new value, the cards as they were.
      const sorted = resultsData({
        hotels: [hotel("3")],
        totalCount: 1,
        sort: { ...resultsData().sort, selected: "name" },
      });
      const busy = () => within(container).getByRole("region", { name: "Resultados de hoteles" }).ariaBusy;
      expect(busy()).toBe("false");
      draw(<HotelResultsPage {...props({ data: sorted })} />);
      // Meanwhile the list says it is updating: what it shows is not yet what the controls say.
      expect([sort().value, cards(), busy()]).toEqual(["name", ["Hotel 1", "Hotel 2"], "true"]);
      // Then, in a task of its own, the cards.
      await vi.waitFor(() => expect([cards(), busy()]).toEqual([["Hotel 3"], "false"]));
    }));

  it("draws another reply's hotels into the cards on the page, each new hotel with its tabs closed", () => {
    const view = renderView(<HotelResultsPage {...props()} />);
    const [first] = screen.getAllByRole("article");
    const rooms = () =>
      within(screen.getAllByRole("article")[0] as HTMLElement).getByRole("button", { name: "Habitaciones" });
    fireEvent.click(rooms());
    expect(rooms().getAttribute("aria-expanded")).toBe("true");
    // The same hotel in a redraw (a progress tick): its tab stays open.
    view.rerender(<HotelResultsPage {...props({ data: resultsData({ hotels: [hotel("1"), hotel("3")] }) })} />);
    expect(rooms().getAttribute("aria-expanded")).toBe("true");
    // A filter click's reply puts another hotel first: the same card, its text changed, as a new card starts.
    view.rerender(<HotelResultsPage {...props({ data: resultsData({ hotels: [hotel("4"), hotel("3")] }) })} />);
    expect(screen.getAllByRole("article")[0]).toBe(first);
    expect(within(first as HTMLElement).getByRole("button", { name: "Hotel 4" })).toBeTruthy();
    expect(rooms().getAttribute("aria-expanded")).toBe("false");
    expect(
      within(first as HTMLElement)
        .getByRole("button", { name: "Hotel 4" })
        .getAttribute("aria-expanded"),
    ).toBe("true");
  });

  it("dims results and filters under the overlay while loading, with skeletons and the stop button", () => {
    const calls: unknown[][] = [];
    const { container } = renderView(
      <HotelResultsPage
        {...props(
          {
            data: resultsData({
              loading: true,
              progressRun: progressiveSearchTransition(progressiveSearchInitial, {
                _tag: "start",
                now: 0,
                budgetMs: 25_000,
              }),
              skeletons: 3,
            }),
            filters: <p>filtros</p>,
          },
          calls,
        )}
      />,
    );
    expect(screen.getByRole("complementary", { name: "Filtrar Por" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("filtros").parentElement?.className).toMatch(/dimmed/);
    expect(container.querySelectorAll('[aria-hidden="true"][class*="skeleton"]')).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Detener búsqueda" }));
    expect(calls).toEqual([["stop"]]);
  });

  it("shows the failure with a retry, and the empty search", () => {
    const calls: unknown[][] = [];
    const view = renderView(
      <HotelResultsPage
        {...props({ status: "error", errorKey: "hotel.searchFailed", data: resultsData({ hotels: [] }) }, calls)}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Fallo al recuperar los resultados");
    fireEvent.click(screen.getByRole("button", { name: "Actualizar" }));
    expect(calls).toEqual([["retry"]]);
    view.rerender(
      <HotelResultsPage
        {...props({ status: "empty", errorKey: "hotel.noResults", data: resultsData({ hotels: [] }) })}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("No vinieron hoteles en la busqueda solicitada");
  });

  it("a bad URL says so and shows the search form, never a blank page", () => {
    renderView(<HotelResultsPage {...props({ status: "invalid", data: resultsData({ summary: null }) })} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "No pudimos leer esta búsqueda. Revisá los datos y buscá de nuevo.",
    );
    expect(screen.getByText("formulario de búsqueda")).toBeTruthy();
  });

  it("puts a disabled hotel's notice above the similar hotels", () => {
    renderView(
      <HotelResultsPage
        {...props({
          data: resultsData({ hotels: [hotel("9", { name: "Hotel Sol", disabled: true, rates: [] }), hotel("2")] }),
        })}
      />,
    );
    expect(
      screen.getByText(
        "Hotel Sol no está disponible en las fechas que elegiste. Te mostramos alojamientos similares que podrian interesarte.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Alojamientos similares" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("draws aggregated clusters with expand and collapse all, the map slot with the selected hotel, and offers", async () => {
    const calls: unknown[][] = [];
    const data = resultsData({
      reply: { done: true, viewType: "aggregated-basic" },
      viewMode: "mapa",
      selectedHotelId: "2",
      offers: [hotel("5", { name: "Hotel Oferta" }), hotel("6"), hotel("7")],
    });
    renderView(<HotelResultsPage {...props({ data, map: <p>mapa</p>, offerWidgets: 1 }, calls)} />);
    expect(screen.getByText("mapa")).toBeTruthy();
    const offers = screen.getByRole("complementary", { name: "Ofertas" });
    // The offer widgets and aggregated cards are lazy modules: wait for them as a person waits for the page.
    expect(await within(offers).findAllByRole("heading", { level: 3 })).toHaveLength(1);
    expect(within(offers).getByRole("heading", { level: 3 }).textContent).toContain("Hotel Oferta");
    // After the pager: offers arriving late do not move the list or the pager.
    const pager = screen.getByRole("navigation");
    expect(pager.compareDocumentPosition(offers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((await screen.findAllByRole("button", { name: "Ver 3 opciones más" })).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Expandir todo" }));
    fireEvent.click(screen.getByRole("button", { name: "Contraer todo" }));
    expect(calls).toEqual([["expandAll", ["1", "2"]], ["collapseAll"]]);
  });

  it("draws each recommended offer's photograph, replaced by a hotel default when it breaks", async () => {
    const data = resultsData({ offers: [hotel("5", { name: "Hotel Oferta", images: ["/images/hotels/5/1.jpg"] })] });
    renderView(<HotelResultsPage {...props({ data, offerWidgets: 2 })} />);
    const offers = screen.getByRole("complementary", { name: "Ofertas" });
    await within(offers).findByRole("heading", { level: 3 });
    const photo = offers.querySelector("img");
    if (photo === null) throw new Error("no photograph");
    expect(photo.getAttribute("src")).toBe("/images/hotels/5/1.jpg");
    fireEvent.error(photo);
    expect(offers.querySelector("picture source")?.getAttribute("type")).toBe("image/webp");
    expect(offers.querySelector("picture img")?.getAttribute("src")).toMatch(/hotel-\d\d.*\.jpg/);
  });

  it("opens the session-expired overlay when the ttl ran out", async () => {
    renderView(<HotelResultsPage {...props({ data: resultsData({ sessionExpired: true }) })} />);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("under the 'favourite' filter shows only the favourites, and draws each card's toggles and the compare bar", () => {
    const favouriteFilter = {
      ...hotelSearchFiltersDefault,
      offers: { ...hotelSearchFiltersDefault.offers, favourite: true },
    };
    renderView(
      <HotelResultsPage
        {...props({
          data: resultsData({ filters: favouriteFilter }),
          favouriteIds: ["2"],
          keep: (card) => ({
            favourite: { on: card.hotelDetailId === "2", busy: false, onToggle: () => undefined },
            compare: { checked: false, disabled: false, onToggle: () => undefined },
          }),
          compareBar: <p>barra del comparador</p>,
        })}
      />,
    );
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Quitar de favoritos" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Comparar Hotel 2" })).toBeTruthy();
    expect(screen.getByText("barra del comparador")).toBeTruthy();
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel, priceContext, rate } from "../resultsFixtures";
import { HotelResultCard } from "./HotelResultCard";

const draw = (overrides: Parameters<typeof hotel>[1] = {}, rates?: string) =>
  renderView(
    <HotelResultCard
      hotel={hotel("7", overrides)}
      priceContext={priceContext}
      layout="abreviada"
      selected={false}
      onSelect={vi.fn()}
      amenityNames={new Map([["SPA", "Spa"]])}
      {...(rates === undefined ? {} : { rates: <p>{rates}</p> })}
    />,
  );

/** A share slot that remembers whether it was opened, as a share menu or dialog does. */
const ShareSlot = ({ name }: { readonly name: string }) => {
  const [opened, setOpened] = useState(false);
  return (
    <button type="button" onClick={() => setOpened(true)}>
      {`Compartir ${name}${opened ? " (abierto)" : ""}`}
    </button>
  );
};

/** A hotel that counts the reads of its fields (the card's, core's and the card's parts'): a measure of the work. */
const counted = (id: string) => {
  const reads = { count: 0 };
  const given = new Proxy(hotel(id), {
    get: (target, key, receiver) => {
      reads.count++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { given, reads };
};

describe("HotelResultCard (spec 001 §2 abbreviated view)", () => {
  it("writes the distance to the search with the language's decimal separator", () => {
    draw({ distance: { value: 1.28, unit: "km" } });
    expect(screen.getByText("A 1,28 km de tu búsqueda")).toBeTruthy();
  });

  it("loads the list's first card's image at once and first, every other card's when scrolled near", () => {
    const card = (firstCard: boolean) => (
      <HotelResultCard
        hotel={hotel("7", { images: ["/images/hotels/7/1.jpg"] })}
        priceContext={priceContext}
        layout="abreviada"
        selected={false}
        onSelect={vi.fn()}
        amenityNames={new Map()}
        firstCard={firstCard}
      />
    );
    const view = renderView(card(true));
    const image = screen.getByRole("img", { name: "Hotel 7" });
    expect([image.getAttribute("loading"), image.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    view.rerender(card(false));
    expect([image.getAttribute("loading"), image.getAttribute("fetchpriority")]).toEqual(["lazy", null]);
  });

  it("keeps its share actions for the next hotel unless a person used them, then gives the next hotel new ones", () => {
    const card = (id: string) => (
      <HotelResultCard
        hotel={hotel(id)}
        priceContext={priceContext}
        layout="abreviada"
        selected={false}
        onSelect={vi.fn()}
        amenityNames={new Map()}
        shareActions={<ShareSlot name={id} />}
      />
    );
    const view = renderView(card("7"));
    const untouched = screen.getByRole("button", { name: "Compartir 7" });
    // Another hotel in the card (a filter click): the same actions, given the new hotel (not built again).
    view.rerender(card("8"));
    expect(screen.getByRole("button", { name: "Compartir 8" })).toBe(untouched);
    // Used (pressed, opened): the next hotel does not inherit what was opened for this one.
    fireEvent.pointerDown(untouched);
    fireEvent.click(untouched);
    expect(screen.getByRole("button", { name: "Compartir 8 (abierto)" })).toBe(untouched);
    view.rerender(card("8"));
    expect(screen.getByRole("button", { name: "Compartir 8 (abierto)" })).toBe(untouched);
    view.rerender(card("9"));
    const fresh = screen.getByRole("button", { name: "Compartir 9" });
    expect(fresh).not.toBe(untouched);
    // Kept again until used again; a focus counts as a use (the keyboard opens the menu).
    view.rerender(card("10"));
    expect(screen.getByRole("button", { name: "Compartir 10" })).toBe(fresh);
    fireEvent.focus(fresh);
    view.rerender(card("11"));
    expect(screen.getByRole("button", { name: "Compartir 11" })).not.toBe(fresh);
  });

  it("starts again, body open and tabs closed, when it is given another hotel (the results list keys cards by place)", () => {
    const card = (id: string) => (
      <HotelResultCard
        hotel={hotel(id, { amenities: id === "7" ? ["SPA"] : ["GYM", "SPA"] })}
        priceContext={priceContext}
        layout="abreviada"
        selected={false}
        onSelect={vi.fn()}
        amenityNames={new Map([["SPA", "Spa"]])}
      />
    );
    const view = renderView(card("7"));
    fireEvent.click(screen.getByRole("button", { name: "Detalle" }));
    fireEvent.click(screen.getByRole("button", { name: "Hotel 7" }));
    expect(screen.getByRole("button", { name: "Hotel 7" }).getAttribute("aria-expanded")).toBe("false");
    // Drawn again for the same hotel: what was opened or folded stays.
    view.rerender(card("7"));
    expect(screen.getByRole("button", { name: "Hotel 7" }).getAttribute("aria-expanded")).toBe("false");
    view.rerender(card("8"));
    expect(screen.getByRole("button", { name: "Hotel 8" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Detalle" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "Habitaciones" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("list", { name: "Servicios" }).textContent).toBe("GYMSpa");
    // Back to the first hotel: it starts again too, not with what was opened for it before.
    fireEvent.click(screen.getByRole("button", { name: "Detalle" }));
    view.rerender(card("7"));
    expect(screen.getByRole("button", { name: "Hotel 7" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Detalle" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("runs once when given another hotel nobody changed it for, as for the same hotel drawn again", () => {
    const card = (given: ReturnType<typeof hotel>) => (
      <HotelResultCard
        hotel={given}
        priceContext={priceContext}
        layout="abreviada"
        selected={false}
        onSelect={vi.fn()}
        amenityNames={new Map()}
      />
    );
    const view = renderView(card(hotel("7")));
    // A filter click: another hotel in the same card, nothing opened in it (35 reads when it ran twice).
    const next = counted("8");
    view.rerender(card(next.given));
    // The same hotel drawn again (a new object, as a new reply gives): nothing to reset.
    const again = counted("8");
    view.rerender(card(again.given));
    expect(again.reads.count).toBeGreaterThan(0);
    expect(next.reads.count).toBe(again.reads.count);
  });

  it("links to its detail page in a new tab when the page gives one, and not otherwise", () => {
    const first = draw();
    expect(screen.queryByRole("link", { name: /Ver Detalle/ })).toBeNull();
    first.unmount();
    renderView(
      <HotelResultCard
        hotel={hotel("7")}
        priceContext={priceContext}
        layout="abreviada"
        selected={false}
        onSelect={vi.fn()}
        amenityNames={new Map()}
        detailHref="/hotel/details/h/7/2027-01-12/2027-01-15/2-0/MAD"
      />,
    );
    const link = screen.getByRole("link", { name: /^Ver Detalle .+ \(se abre en una pestaña nueva\)$/ });
    expect(link.getAttribute("href")).toBe("/hotel/details/h/7/2027-01-12/2027-01-15/2-0/MAD");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("shows stars, rooms, board, price per night with its tax note, three rates and the other rates' link", () => {
    draw({ amenities: ["SPA", "GYM"] });
    expect(screen.getByRole("img", { name: "4 estrellas" })).toBeTruthy();
    expect(screen.getAllByText("USD 100,00")[0]).toBeTruthy();
    expect(screen.getAllByText("Precio por noche · Impuestos incluidos").length).toBeGreaterThan(0);
    expect(screen.queryByText("VER OTRA 1 TARIFA DISPONIBLE")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Habitaciones" }));
    expect(screen.getByRole("button", { name: "Habitaciones" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("VER OTRA 1 TARIFA DISPONIBLE")).toBeTruthy();
    expect(screen.getByText("Spa")).toBeTruthy();
    expect(screen.getByText("GYM")).toBeTruthy();
  });

  it("collapses by its name, says 'Bajo petición' on ORQ and shows an offer banner", () => {
    draw({ rates: [rate("a", 90, { availability: "ORQ", offer: [{ value: "10% menos" }] })] });
    expect(screen.getByText("Bajo petición")).toBeTruthy();
    expect(screen.getByText("Oferta: 10% menos")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hotel 7" }));
    expect(screen.queryByText("Bajo petición")).toBeNull();
  });

  it("puts the rates slot in the rooms tab, sanitises the description and links the street view in a new tab", async () => {
    draw(
      {
        detail: {
          hotelDescriptions: [
            { value: '<p>Cerca del <b>centro</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
          ],
          amenities: [{ description: { value: "Piscina" }, value: "POOL" }],
          imageLinks: [],
        },
      },
      "tarifas del hotel",
    );
    fireEvent.click(screen.getByRole("button", { name: "Habitaciones" }));
    expect(screen.getByText("tarifas del hotel")).toBeTruthy();
    const link = screen.getByRole("link", { name: /Ver en Street View/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("href")).toContain("viewpoint=40.4168%2C-3.7038");
    fireEvent.click(screen.getByRole("button", { name: "Detalle" }));
    expect((await screen.findByText("centro")).tagName).toBe("B");
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(screen.getByText("Piscina")).toBeTruthy();
    expect(screen.getByText("No pudimos cargar las imágenes de este hotel.")).toBeTruthy();
  });

  it("says so when the detail could not be loaded", async () => {
    draw();
    fireEvent.click(screen.getByRole("button", { name: "Detalle" }));
    expect(await screen.findByText("No pudimos cargar la descripción de este hotel.")).toBeTruthy();
  });
});

describe("HotelResultCard favourite and compare (spec 001 §4)", () => {
  const keep = (favouriteOn: boolean, busy: boolean, compare: { checked: boolean; disabled: boolean }) => {
    const onFavourite = vi.fn();
    const onCompare = vi.fn();
    renderView(
      <HotelResultCard
        hotel={hotel("7")}
        priceContext={priceContext}
        layout="abreviada"
        selected={false}
        onSelect={vi.fn()}
        amenityNames={new Map()}
        favourite={{ on: favouriteOn, busy, onToggle: onFavourite }}
        compare={{ ...compare, onToggle: onCompare }}
      />,
    );
    return { onFavourite, onCompare };
  };

  it("toggles the favourite and picks the hotel for the comparison", () => {
    const { onFavourite, onCompare } = keep(false, false, { checked: false, disabled: false });
    fireEvent.click(screen.getByRole("button", { name: "Agregar a favoritos" }));
    expect(onFavourite).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("checkbox", { name: "Comparar Hotel 7" }));
    expect(onCompare).toHaveBeenCalledTimes(1);
  });

  it("says 'Quitar de favoritos' once kept, waits while busy, and disables a fifth pick", () => {
    const { onFavourite } = keep(true, true, { checked: false, disabled: true });
    fireEvent.click(screen.getByRole("button", { name: "Quitar de favoritos" }));
    expect(onFavourite).not.toHaveBeenCalled();
    expect((screen.getByRole("checkbox", { name: "Comparar Hotel 7" }) as HTMLInputElement).disabled).toBe(true);
  });
});

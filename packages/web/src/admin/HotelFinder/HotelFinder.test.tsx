import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderWithFetcher, type ScriptedFetcher } from "../../test/renderWithFetcher";
import { HotelFinder } from "./HotelFinder";

const CITIES = [
  { code: "MAD", name: "Madrid" },
  { code: "BUE", name: "Buenos Aires" },
];

const FIND_HOTEL = "/backend/dynamic-packaging-hotel/find-hotel";

/** `find-hotel` answering the hotels whose name holds the pattern, or failing with a 500. */
const findHotel =
  (calls: unknown[], failing = false): ScriptedFetcher =>
  async (path, init) => {
    if (path !== FIND_HOTEL) throw new Error(`unexpected call ${path}`);
    const body = JSON.parse(String(init?.body)) as { pattern: string; destinationId: string };
    calls.push(body);
    if (failing) return Response.json({ done: false, error: "scenario" }, { status: 500 });
    const hotels = [
      { id: "100001", hotelName: "Hotel Plaza Mayor" },
      { id: "100002", hotelName: "Hostal Sol" },
    ];
    return Response.json(hotels.filter((hotel) => hotel.hotelName.toLowerCase().includes(body.pattern.toLowerCase())));
  };

const renderFinder = (fetcher: ScriptedFetcher, language: "es" | "en" | "pt" = "es") => {
  const onCity = vi.fn();
  const onChoose = vi.fn();
  const view = renderWithFetcher(
    <HotelFinder cities={CITIES} city="MAD" onCity={onCity} onChoose={onChoose} />,
    fetcher,
    language,
  );
  return { ...view, onCity, onChoose };
};

/** Types into the finder as a person does: the box focused, then the text. */
const type = async (box: HTMLElement, text: string) => {
  await act(async () => {
    box.focus();
    await Promise.resolve();
  });
  fireEvent.change(box, { target: { value: text } });
};

describe("HotelFinder", () => {
  it("labels its destination and its finder, in each language, with no axe violation", async () => {
    const { container, unmount } = renderFinder(findHotel([]));
    expect(screen.getByRole("heading", { level: 2, name: "Hoteles" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Destino" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Buscar un hotel por su nombre" })).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    for (const [language, heading, find] of [
      ["en", "Hotels", "Find a hotel by name"],
      ["pt", "Hotéis", "Buscar um hotel pelo nome"],
    ] as const) {
      const view = renderFinder(findHotel([]), language);
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeTruthy();
      expect(screen.getByRole("combobox", { name: language === "en" ? "Destination" : "Destino" })).toBeTruthy();
      expect(screen.getByRole("combobox", { name: find })).toBeTruthy();
      await expectNoAxeViolations(view.container);
      view.unmount();
    }
  });

  it("changes the destination, and finds a hotel by name in it from 3 characters (find-hotel)", async () => {
    const calls: unknown[] = [];
    const { onCity, onChoose, runTimers } = renderFinder(findHotel(calls));
    fireEvent.change(screen.getByRole("combobox", { name: "Destino" }), { target: { value: "BUE" } });
    expect(onCity).toHaveBeenCalledWith("BUE");

    const finder = screen.getByRole("combobox", { name: "Buscar un hotel por su nombre" });
    await type(finder, "pl");
    expect(screen.getByRole("status").textContent).toBe("Ingrese al menos 3 caracteres");
    runTimers();
    expect(calls).toEqual([]);
    await type(finder, "plaza");
    expect(screen.getByRole("status").textContent).toBe("Buscando...");
    runTimers();
    expect(await screen.findByRole("option", { name: "Hotel Plaza Mayor" })).toBeTruthy();
    expect(calls).toEqual([{ pattern: "plaza", destinationId: "MAD" }]);
    fireEvent.keyDown(finder, { key: "ArrowDown" });
    fireEvent.keyDown(finder, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith({ id: "100001", label: "Hotel Plaza Mayor" });
  });

  it("says the spec's select messages when nothing is found and when the search fails", async () => {
    const found = renderFinder(findHotel([]));
    await type(screen.getByRole("combobox", { name: "Buscar un hotel por su nombre" }), "zzz");
    found.runTimers();
    expect(await screen.findByText("No se encontraron resultados")).toBeTruthy();
    found.unmount();

    const failing = renderFinder(findHotel([], true));
    await type(screen.getByRole("combobox", { name: "Buscar un hotel por su nombre" }), "plaza");
    failing.runTimers();
    expect(await screen.findByText("Error al cargar los resultados")).toBeTruthy();
    await type(screen.getByRole("combobox", { name: "Buscar un hotel por su nombre" }), "x".repeat(300));
    expect(await screen.findByText("Ingresó demasiados caracteres")).toBeTruthy();
  });
});

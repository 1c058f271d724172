import { act, fireEvent, screen, within } from "@testing-library/react";
import type { HomeListItem } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderWithFetcher, type ScriptedFetcher } from "../../test/renderWithFetcher";
import { HomeListEditor, type HomeListEditorProps } from "./HomeListEditor";

const ITEMS: HomeListItem[] = [
  { hotelId: "100001", title: "Plaza Mayor, Madrid" },
  { hotelId: "100002", title: "Hostal Sol, Madrid" },
];

/** `find-hotel` in Madrid: one hotel. */
const findHotel: ScriptedFetcher = async (path) => {
  if (path !== "/backend/dynamic-packaging-hotel/find-hotel") throw new Error(`unexpected call ${path}`);
  return Response.json([{ id: "100003", hotelName: "Gran Vía Suites" }]);
};

const props = (over: Partial<HomeListEditorProps> = {}): HomeListEditorProps => ({
  list: "promotions",
  items: ITEMS,
  destination: null,
  issues: [],
  saving: false,
  onDestination: () => {},
  onAdd: () => {},
  onMove: () => {},
  onRemove: () => {},
  onRetitle: () => {},
  onSave: () => {},
  ...over,
});

const renderEditor = (over: Partial<HomeListEditorProps> = {}, language: "es" | "en" | "pt" = "es") =>
  renderWithFetcher(<HomeListEditor {...props(over)} />, findHotel, language);

describe("HomeListEditor", () => {
  it("names each hotel's title, move and remove controls and the add fields, with no axe violation in es, en and pt", async () => {
    const { container, unmount } = renderEditor({ destination: "MAD" });
    const section = screen.getByRole("region", { name: "Promociones" });
    expect(within(section).getByRole("textbox", { name: "Título de 100001" })).toBeTruthy();
    for (const { title } of ITEMS) {
      expect(within(section).getByRole("button", { name: `Subir ${title}` })).toBeTruthy();
      expect(within(section).getByRole("button", { name: `Bajar ${title}` })).toBeTruthy();
      expect(within(section).getByRole("button", { name: `Quitar ${title}` })).toBeTruthy();
    }
    const add = within(section).getByRole("group", { name: "Agregar un hotel" });
    expect(within(add).getByRole("combobox", { name: "Destino del hotel" })).toBeTruthy();
    expect(within(add).getByRole("combobox", { name: "Hotel" })).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    for (const language of ["en", "pt"] as const) {
      const view = renderEditor({ list: "recommended", destination: "MAD" }, language);
      expect(screen.getAllByRole("combobox")).toHaveLength(2);
      await expectNoAxeViolations(view.container);
      view.unmount();
    }
  });

  it("says the list is empty, and offers the hotel finder only once a destination is chosen", () => {
    renderEditor({ list: "recommended", items: [] });
    expect(screen.getByRole("region", { name: "Hoteles recomendados" })).toBeTruthy();
    expect(screen.getByText("No hay elementos para mostrar.")).toBeTruthy();
    expect(screen.getAllByRole("combobox")).toHaveLength(1);
  });

  it("retitles, moves (not past either end), removes and saves with the hotel's index", () => {
    const [onRetitle, onMove, onRemove, onSave] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    renderEditor({ onRetitle, onMove, onRemove, onSave });
    fireEvent.change(screen.getByRole("textbox", { name: "Título de 100002" }), { target: { value: "Sol" } });
    expect(onRetitle).toHaveBeenCalledWith(1, "Sol");
    expect(screen.getByRole("button", { name: "Subir Plaza Mayor, Madrid" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Bajar Hostal Sol, Madrid" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Bajar Plaza Mayor, Madrid" }));
    expect(onMove).toHaveBeenCalledWith(0, 1);
    fireEvent.click(screen.getByRole("button", { name: "Quitar Hostal Sol, Madrid" }));
    expect(onRemove).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("adds a hotel found by name in the destination, titled with its name", async () => {
    const onAdd = vi.fn();
    const { runTimers } = renderEditor({ destination: "MAD", onAdd });
    const hotel = screen.getByRole("combobox", { name: "Hotel" });
    await act(async () => {
      hotel.focus();
      await Promise.resolve();
    });
    fireEvent.change(hotel, { target: { value: "gran" } });
    runTimers();
    expect(await screen.findByRole("option", { name: "Gran Vía Suites" })).toBeTruthy();
    fireEvent.keyDown(hotel, { key: "ArrowDown" });
    fireEvent.keyDown(hotel, { key: "Enter" });
    expect(onAdd).toHaveBeenCalledWith({ hotelId: "100003", title: "Gran Vía Suites" });
  });

  it("says the list's refusals in an alert, and disables save while saving", () => {
    renderEditor({
      issues: [
        { field: "items", key: "admin.home.issue.duplicate" },
        { field: "items", key: "admin.home.issue.full", params: { max: 12 } },
      ],
      saving: true,
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "Ese hotel ya está en la lista. La lista lleva hasta 12 hoteles.",
    );
    expect(screen.getByRole("button", { name: "Guardando…" }).hasAttribute("disabled")).toBe(true);
  });
});

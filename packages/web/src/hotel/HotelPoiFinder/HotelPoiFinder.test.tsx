import { act, fireEvent, screen } from "@testing-library/react";
import type { PointOfInterest } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelPoiFinder, type HotelPoiFinderProps } from "./HotelPoiFinder";

const obelisco: PointOfInterest = {
  id: "POI-BUE-1",
  description: "Obelisco",
  geo: { latitude: -34.6037, longitude: -58.3816 },
  vicinity: "San Nicolás, Buenos Aires",
};

const draw = (props: Partial<HotelPoiFinderProps> = {}) => {
  const onType = vi.fn();
  const onChoose = vi.fn();
  const view = renderView(
    <HotelPoiFinder term="" options={[]} status="idle" onType={onType} onChoose={onChoose} {...props} />,
  );
  return { onType, onChoose, view };
};

const focus = async (input: HTMLElement) => {
  await act(async () => {
    input.focus();
    await Promise.resolve();
  });
};

describe("HotelPoiFinder", () => {
  it("a labelled combobox that reports what is typed", () => {
    const { onType } = draw();
    const box = screen.getByRole("combobox", { name: "Dirección o código postal" });
    fireEvent.change(box, { target: { value: "obe" } });
    expect(onType).toHaveBeenLastCalledWith("obe");
  });

  it("lists the points found with their vicinity; picking one with the keyboard sends its name and coordinates and empties the box", async () => {
    const { onChoose, onType } = draw({ term: "obel", options: [obelisco], status: "ready" });
    const box = screen.getByRole("combobox", { name: "Dirección o código postal" });
    await focus(box);
    fireEvent.change(box, { target: { value: "obeli" } });
    const option = await screen.findByRole("option", { name: /Obelisco/ });
    expect(option.textContent).toContain("San Nicolás, Buenos Aires");
    await act(async () => {
      fireEvent.keyDown(box, { key: "ArrowDown" });
    });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    expect(onChoose).toHaveBeenCalledWith({ description: "Obelisco", geo: obelisco.geo });
    expect(onType).toHaveBeenLastCalledWith("");
  });

  it.each([
    ["tooShort", "Ingrese al menos 3 caracteres"],
    ["searching", "Buscando..."],
    ["empty", "No se encontraron resultados"],
    ["error", "Error al cargar los resultados"],
  ] as const)("says %s in a polite status line", (status, text) => {
    draw({ term: "ob", status });
    expect(screen.getByRole("status").textContent).toBe(text);
  });

  it("axe finds no violation while listing", async () => {
    const { view } = draw({ term: "obel", options: [obelisco], status: "ready" });
    const box = screen.getByRole("combobox", { name: "Dirección o código postal" });
    await focus(box);
    fireEvent.change(box, { target: { value: "obeli" } });
    await screen.findByRole("option", { name: /Obelisco/ });
    await expectNoAxeViolations(view.container);
  });
});

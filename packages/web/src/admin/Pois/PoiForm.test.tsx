import { fireEvent, screen } from "@testing-library/react";
import { POI_TYPES } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { type PoiDraft, PoiForm, type PoiFormProps } from "./PoiForm";

const DRAFT: PoiDraft = {
  description: "Obelisco",
  vicinity: "San Nicolás",
  type: "tourist_attraction",
  latitude: "-34.6037",
  longitude: "-58.3816",
};

const props = (over: Partial<PoiFormProps> = {}): PoiFormProps => ({
  id: "poi",
  draft: DRAFT,
  issues: [],
  saving: false,
  onChange: () => {},
  onSave: () => {},
  onCancel: () => {},
  ...over,
});

/** The text of the elements that describe a control (aria-describedby). */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("PoiForm", () => {
  it("names each field and button, offers every POI type, with no axe violation in es, en and pt", async () => {
    const { container, unmount } = renderView(<PoiForm {...props()} />);
    for (const [name, value] of [
      ["Nombre", "Obelisco"],
      ["Zona o dirección", "San Nicolás"],
      ["Latitud", "-34.6037"],
      ["Longitud", "-58.3816"],
    ])
      expect((screen.getByRole("textbox", { name }) as HTMLInputElement).value).toBe(value);
    const type = screen.getByRole("combobox", { name: "Tipo" }) as HTMLSelectElement;
    expect(type.value).toBe("tourist_attraction");
    expect(screen.getAllByRole("option")).toHaveLength(POI_TYPES.length);
    expect(screen.getByRole("option", { name: "Atracción turística" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Guardar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    for (const language of ["en", "pt"] as const) {
      const view = renderView(<PoiForm {...props()} />, language);
      expect(screen.getAllByRole("textbox")).toHaveLength(4);
      await expectNoAxeViolations(view.container);
      view.unmount();
    }
  });

  it("hands each edit on as a new draft, saves on submit and cancels", () => {
    const onChange = vi.fn();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    renderView(<PoiForm {...props({ onChange, onSave, onCancel })} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Latitud" }), { target: { value: "-34.60" } });
    expect(onChange).toHaveBeenLastCalledWith({ ...DRAFT, latitude: "-34.60" });
    fireEvent.change(screen.getByRole("combobox", { name: "Tipo" }), { target: { value: "park" } });
    expect(onChange).toHaveBeenLastCalledWith({ ...DRAFT, type: "park" });
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("says each refused field's message under it, tied to it, and leaves the others alone", async () => {
    const issues = [
      { field: "latitude", key: "admin.pois.issue.latitude" },
      { field: "description", key: "admin.pois.issue.description", params: { max: 80 } },
      { field: "type", key: "admin.pois.issue.type" },
    ] as const;
    const { container } = renderView(<PoiForm {...props({ issues })} />);
    const latitude = screen.getByRole("textbox", { name: "Latitud" });
    expect(latitude.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(latitude)).toBe("La latitud va de -90 a 90.");
    expect(descriptionOf(screen.getByRole("textbox", { name: "Nombre" }))).toBe(
      "El nombre lleva de 2 a 80 caracteres.",
    );
    expect(descriptionOf(screen.getByRole("combobox", { name: "Tipo" }))).toBe("Elegí un tipo de la lista.");
    expect(screen.getByRole("textbox", { name: "Longitud" }).getAttribute("aria-invalid")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says it is saving, with the save button disabled", () => {
    renderView(<PoiForm {...props({ saving: true })} />);
    expect(screen.getByRole("button", { name: "Guardando…" }).hasAttribute("disabled")).toBe(true);
  });
});

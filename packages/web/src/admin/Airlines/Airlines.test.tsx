import { act, fireEvent, screen, within } from "@testing-library/react";
import type { AdminAirline } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderWithFetcher, type ScriptedFetcher } from "../../test/renderWithFetcher";
import { Airlines, type AirlinesProps } from "./Airlines";

const AIRLINES: AdminAirline[] = [
  { carrierId: "AR", name: "Aerolíneas Argentinas", seedName: "Aerolíneas Argentinas", logo: "" },
  { carrierId: "LA", name: "LATAM", seedName: "LATAM", logo: "" },
];

/** `find-airline` answering the airlines whose name holds the pattern. */
const findAirline: ScriptedFetcher = async (path, init) => {
  if (path !== "/backend/dynamic-packaging-flight/find-airline") throw new Error(`unexpected call ${path}`);
  const { pattern } = JSON.parse(String(init?.body)) as { pattern: string };
  return Response.json(
    AIRLINES.filter((airline) => airline.name.toLowerCase().includes(pattern.toLowerCase())).map(
      ({ carrierId, name }) => ({ carrierId, name }),
    ),
  );
};

const props = (over: Partial<AirlinesProps> = {}): AirlinesProps => ({
  airlines: AIRLINES,
  editing: null,
  issues: [],
  saving: false,
  status: "",
  onEdit: () => {},
  onName: () => {},
  onSave: () => {},
  onCancel: () => {},
  ...over,
});

const renderAirlines = (over: Partial<AirlinesProps> = {}, language: "es" | "en" | "pt" = "es") =>
  renderWithFetcher(<Airlines {...props(over)} />, findAirline, language);

describe("Airlines", () => {
  it("names its finder and each airline's edit button, with no axe violation in es, en and pt", async () => {
    const { container, unmount } = renderAirlines();
    expect(screen.getByRole("heading", { level: 2 })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Buscar una aerolínea" })).toBeTruthy();
    const rows = screen.getAllByTestId("airline");
    expect(rows.map((row) => within(row).getByRole("button").getAttribute("aria-label"))).toEqual([
      "Editar Aerolíneas Argentinas",
      "Editar LATAM",
    ]);
    await expectNoAxeViolations(container);
    unmount();
    for (const language of ["en", "pt"] as const) {
      const view = renderAirlines({ editing: { carrierId: "AR", name: "Aerolíneas" } }, language);
      expect(screen.getAllByRole("textbox")).toHaveLength(1);
      await expectNoAxeViolations(view.container);
      view.unmount();
    }
  });

  it("finds an airline with find-airline and edits it, or edits one from the list", async () => {
    const onEdit = vi.fn();
    const { runTimers } = renderAirlines({ onEdit });
    const finder = screen.getByRole("combobox", { name: "Buscar una aerolínea" });
    await act(async () => {
      finder.focus();
      await Promise.resolve();
    });
    fireEvent.change(finder, { target: { value: "lat" } });
    runTimers();
    expect(await screen.findByRole("option", { name: "LATAM (LA)" })).toBeTruthy();
    fireEvent.keyDown(finder, { key: "ArrowDown" });
    fireEvent.keyDown(finder, { key: "Enter" });
    expect(onEdit).toHaveBeenLastCalledWith("LA");
    fireEvent.click(screen.getByRole("button", { name: "Editar Aerolíneas Argentinas" }));
    expect(onEdit).toHaveBeenLastCalledWith("AR");
  });

  it("renames with a named field, saves and cancels, and says the status", () => {
    const onName = vi.fn();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    renderAirlines({
      editing: { carrierId: "AR", name: "Aerolíneas" },
      status: "Cambios guardados.",
      onName,
      onSave,
      onCancel,
    });
    const name = screen.getByRole("textbox", { name: "Nombre de AR" });
    fireEvent.change(name, { target: { value: "Aerolíneas AR" } });
    expect(onName).toHaveBeenCalledWith("Aerolíneas AR");
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("status").some((node) => node.textContent === "Cambios guardados.")).toBe(true);
  });

  it("ties a refused name's message to its field, and disables save while saving", async () => {
    const issue = { field: "name", key: "admin.airlines.issue.name", params: { max: 60 } } as const;
    const { container } = renderAirlines({ editing: { carrierId: "AR", name: "A" }, issues: [issue], saving: true });
    const name = screen.getByRole("textbox", { name: "Nombre de AR" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "El nombre lleva de 2 a 60 caracteres.",
    );
    expect(screen.getByRole("button", { name: "Guardando…" }).hasAttribute("disabled")).toBe(true);
    await expectNoAxeViolations(container);
  });
});

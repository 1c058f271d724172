import { fireEvent, screen, within } from "@testing-library/react";
import type { AdminAuditEntry } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { AuditList } from "./AuditList";

const entry: AdminAuditEntry = {
  id: "1",
  at: "2026-12-02T10:15:00.000Z",
  who: "admin",
  module: "settings",
  target: "3",
  targetName: "Travesía GO",
  field: "enableBudgeting",
  before: true,
  after: false,
  undoOf: null,
  undoneBy: null,
};
const undo: AdminAuditEntry = { ...entry, id: "2", before: false, after: true, undoOf: "1" };

describe("AuditList", () => {
  it("shows who, when, what, before and after, and undoes a change", async () => {
    const onUndo = vi.fn();
    const { container } = renderView(<AuditList entries={[entry]} undoing={null} outcome={null} onUndo={onUndo} />);
    const [item] = screen.getAllByTestId("audit-entry");
    if (item === undefined) throw new Error("no entry");
    expect(item.textContent).toContain("Travesía GO: Presupuestos");
    expect(within(item).getByText("Activado")).toBeTruthy();
    expect(within(item).getByText("Desactivado")).toBeTruthy();
    expect(within(item).getByText("admin")).toBeTruthy();
    expect(item.querySelector("time")?.getAttribute("datetime")).toBe(entry.at);
    fireEvent.click(within(item).getByRole("button", { name: "Deshacer el cambio de Travesía GO: Presupuestos" }));
    expect(onUndo).toHaveBeenCalledWith("1");
    await expectNoAxeViolations(container);
  });

  it("marks an undone change, links an undo to what it undid, and announces a refusal", async () => {
    const { container } = renderView(
      <AuditList
        entries={[undo, { ...entry, undoneBy: "2" }]}
        undoing={null}
        outcome={{ entryId: "1", ok: false, key: "admin.audit.refused.alreadyUndone" }}
        onUndo={() => undefined}
      />,
      "pt",
    );
    expect(screen.getByRole("status").textContent).toBe("Essa alteração já foi desfeita.");
    const [last, first] = screen.getAllByTestId("audit-entry");
    expect(last?.textContent).toContain("Desfaz a alteração n.º 1");
    expect(first && within(first).queryByRole("button")).toBeNull();
    expect(first?.textContent).toContain("Desfeita");
    await expectNoAxeViolations(container);
  });

  it("shows a hotel's change by its name and readable values: words of a description, stars, an image", async () => {
    const hotel = { ...entry, module: "hotels" as const, target: "100001", targetName: "Hotel Sol" };
    const { container } = renderView(
      <AuditList
        entries={[
          { ...hotel, id: "3", field: "rating", before: "4", after: "5" },
          { ...hotel, id: "4", field: "description.en", before: "<p>Old <strong>text</strong></p>", after: "" },
          {
            ...entry,
            id: "5",
            module: "home",
            target: "hotels/desktop/en",
            targetName: "hotels/desktop/en",
            field: "background",
            before: "",
            after: "/images/uploads/0b9c6f1e-3d0a-4e39-9c2e-2f5b8a1d7c44.img",
          },
        ]}
        undoing={null}
        outcome={null}
        onUndo={() => undefined}
      />,
    );
    const [rating, description, background] = screen.getAllByTestId("audit-entry");
    expect(rating?.textContent).toContain("Hotel Sol: categoría");
    expect(rating && within(rating).getByText("4 estrellas")).toBeTruthy();
    expect(rating && within(rating).getByText("5 estrellas")).toBeTruthy();
    expect(description?.textContent).toContain("Hotel Sol: descripción (en)");
    expect(description && within(description).getByText("Old text")).toBeTruthy();
    expect(description?.textContent).not.toContain("<p>");
    expect(background?.textContent).toContain("Contenido de la home: Hoteles: escritorio, inglés");
    expect(background?.textContent).toContain("(la imagen predeterminada)");
    expect(background?.querySelector("img")?.getAttribute("src")).toMatch(/\.thumb$/);
    await expectNoAxeViolations(container);
  });

  it("says when nothing was changed yet", () => {
    renderView(<AuditList entries={[]} undoing={null} outcome={null} onUndo={() => undefined} />, "en");
    expect(screen.getByText("No changes recorded yet.")).toBeTruthy();
  });
});

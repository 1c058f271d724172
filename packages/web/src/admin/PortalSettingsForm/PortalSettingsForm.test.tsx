import { fireEvent, screen } from "@testing-library/react";
import type { PortalSettings } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { PortalSettingsForm, type PortalSettingsFormProps } from "./PortalSettingsForm";

const settings: PortalSettings = {
  enableBudgeting: true,
  enablePricer: false,
  enableDualFlow: false,
  smartFlow: false,
  relatedRates: false,
  onlyGo: true,
  audience: "B2B",
  maintenanceMessage: "",
  freezing: false,
};

const props = (overrides: Partial<PortalSettingsFormProps> = {}): PortalSettingsFormProps => ({
  name: "Travesía GO",
  form: { saved: settings, draft: settings },
  issues: [],
  save: "idle",
  onEvent: () => undefined,
  onSave: () => undefined,
  ...overrides,
});

describe("PortalSettingsForm", () => {
  it("labels every switch, and toggles one from the keyboard", async () => {
    const onEvent = vi.fn();
    const { container } = renderView(<PortalSettingsForm {...props({ onEvent })} />);
    const budgets = screen.getByRole("switch", { name: "Presupuestos" });
    expect(budgets.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("switch", { name: "Cotizador (viajes)" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.getAllByRole("switch")).toHaveLength(7);
    budgets.focus();
    fireEvent.keyDown(budgets, { key: " " });
    fireEvent.keyUp(budgets, { key: " " });
    expect(onEvent).toHaveBeenCalledWith({ type: "switchToggled", name: "enableBudgeting" });
    fireEvent.click(screen.getByRole("radio", { name: "B2C (consumidores)" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "audienceChosen", audience: "B2C" });
    fireEvent.change(screen.getByRole("textbox", { name: "Mensaje de mantenimiento" }), { target: { value: "Hoy" } });
    expect(onEvent).toHaveBeenCalledWith({ type: "messageEdited", text: "Hoy" });
    await expectNoAxeViolations(container);
  });

  it("says why a field fails beside it, and how the save went", async () => {
    const onSave = vi.fn();
    const { container } = renderView(
      <PortalSettingsForm
        {...props({
          onSave,
          save: "saved",
          issues: [{ field: "maintenanceMessage", key: "admin.issue.freezeNeedsMessage" }],
        })}
      />,
      "en",
    );
    expect(screen.getByText("To freeze the portal, write the message users will see.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Maintenance message" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Changes saved.");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});

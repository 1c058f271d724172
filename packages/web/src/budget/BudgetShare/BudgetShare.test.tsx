import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { BudgetShareLink } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { BudgetShare, type BudgetShareProps } from "./BudgetShare";

const LINK: BudgetShareLink = {
  token: "t".repeat(43),
  state: "active",
  createdAt: "2027-01-01T10:00:00.000Z",
  expiresAt: "2027-01-08T10:00:00.000Z",
  revokedAt: null,
  openedAt: null,
  lastOpenedAt: null,
  openCount: 0,
};
const URL_TEXT = `https://portal.example/presupuesto/${LINK.token}`;

const props = (over: Partial<BudgetShareProps> = {}): BudgetShareProps => ({
  status: "ready",
  link: LINK,
  url: URL_TEXT,
  whatsAppUrl: "https://wa.me/?text=Hola",
  emailedTo: null,
  errorKey: null,
  onCreate: vi.fn(),
  onRevoke: vi.fn(),
  onEmail: vi.fn(),
  onCopy: vi.fn(async () => true),
  ...over,
});

describe("BudgetShare", () => {
  it("offers to create the first link", async () => {
    const onCreate = vi.fn();
    const { container } = renderView(
      <BudgetShare {...props({ link: null, url: null, whatsAppUrl: null, onCreate })} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Crear enlace para el cliente" }));
    expect(onCreate).toHaveBeenCalled();
    expect(screen.queryByRole("textbox")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows an active link with copy, WhatsApp, e-mail and revoke, and whether it was opened", async () => {
    const view = props();
    const { container, rerender } = renderView(<BudgetShare {...view} />);
    expect(screen.getByRole("textbox", { name: "Enlace para el cliente" })).toHaveProperty("value", URL_TEXT);
    expect(screen.getByTestId("share-state").textContent).toContain("El cliente todavía no lo abrió");
    expect(screen.getByRole("link", { name: "Enviar por WhatsApp" }).getAttribute("href")).toBe(
      "https://wa.me/?text=Hola",
    );
    fireEvent.click(screen.getByRole("button", { name: "Copiar enlace" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Enlace copiado"));
    expect(view.onCopy).toHaveBeenCalledWith(URL_TEXT);
    fireEvent.change(screen.getByRole("textbox", { name: "E-mail del cliente" }), {
      target: { value: "ana@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Enviar por e-mail" }));
    expect(view.onEmail).toHaveBeenCalledWith("ana@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Revocar enlace" }));
    expect(view.onRevoke).toHaveBeenCalled();
    await expectNoAxeViolations(container);
    rerender(<BudgetShare {...view} link={{ ...LINK, openedAt: "2027-01-02T12:00:00.000Z", openCount: 2 }} />);
    expect(screen.getByTestId("share-state").textContent).toMatch(/Abierto por el cliente el .+ \(2 veces\)/);
  });

  it("hides the link's tools once revoked, and says a failure", () => {
    renderView(
      <BudgetShare
        {...props({
          link: { ...LINK, state: "revoked", revokedAt: "2027-01-03T10:00:00.000Z" },
          errorKey: "budget.shareError",
        })}
      />,
      "en",
    );
    expect(screen.getByTestId("share-state").textContent).toMatch(/^Revoked on /);
    expect(screen.queryByRole("button", { name: "Revoke link" })).toBeNull();
    expect(screen.getByRole("button", { name: "Create a new link" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("That did not work. Please try again.");
  });
});

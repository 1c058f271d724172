import { fireEvent, screen, within } from "@testing-library/react";
import { adminMenuModule } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { AdminPage } from "./AdminPage";

const modulePage = <p>módulo</p>;

describe("AdminPage", () => {
  it("tells a visitor or an agent they may not enter, and shows nothing of the modules", async () => {
    const { container, rerender } = renderView(
      <AdminPage status="forbidden" module="settings" onRetry={() => undefined}>
        {modulePage}
      </AdminPage>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Su usuario no tiene permiso para entrar a la administración.");
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByText("módulo")).toBeNull();
    await expectNoAxeViolations(container);
    rerender(
      <AdminPage status="signInRequired" module="settings" onRetry={() => undefined}>
        {modulePage}
      </AdminPage>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Inicie sesión como administrador");
    expect(screen.getByRole("link", { name: "Iniciar sesión" }).getAttribute("href")).toBe("/login/");
  });

  it("highlights the list entry of the module an edit URL belongs to", async () => {
    const { container } = renderView(
      <AdminPage status="ready" module={adminMenuModule("/admin/settings/3")} onRetry={() => undefined}>
        {modulePage}
      </AdminPage>,
      "en",
    );
    const menu = screen.getByRole("navigation", { name: "Administration modules" });
    const current = within(menu).getByRole("link", { current: "page" });
    expect(current.textContent).toBe("Portal settings");
    expect(current.getAttribute("href")).toBe("/admin/settings");
    expect(within(menu).getByRole("link", { name: "Change log" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByText("módulo")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("offers a retry when the call failed for another reason", () => {
    const onRetry = vi.fn();
    renderView(
      <AdminPage status="failed" module={null} onRetry={onRetry}>
        {modulePage}
      </AdminPage>,
      "pt",
    );
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

import { render, screen, waitFor } from "@testing-library/react";
import { USER_LOGGED_KEY } from "@travesia/core";
import { createPortalStores, memoryPortalStorage, PortalProvider, type UserSlice } from "@travesia/hooks";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { ShellConnected } from "./ShellConnected";

/** Every call fails: the shell must still say who is signed in, from what the session knew. */
const everyCallFails = async (): Promise<Response> => Response.json({ done: false }, { status: 500 });

const martin = {
  id: "2001",
  firstName: "Martín",
  lastName: "Gómez",
  portalId: "2",
  allowedProducts: ["air", "htl"],
} as const;

const renderShell = (user: Partial<UserSlice>, userLoggedFlag: string | null = null) => {
  const storage = memoryPortalStorage();
  if (userLoggedFlag !== null) storage.local.setItem(USER_LOGGED_KEY, userLoggedFlag);
  render(
    <PortalProvider fetcher={everyCallFails} storage={storage} stores={createPortalStores({ user })}>
      <LanguageProvider language="es">
        <MemoryRouter initialEntries={["/mybudgets"]}>
          <Routes>
            <Route element={<ShellConnected />}>
              <Route path="*" element={<p>página</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
};

describe("ShellConnected after a failed user call (spec 000 §8)", () => {
  it("keeps the user the session knew, with logout, and alerts 'error al recuperar el usuario'", async () => {
    renderShell({ status: "error", user: martin, portalId: "2" });
    const header = screen.getByRole("banner");
    expect(header.textContent).toContain("Hola, Martín");
    expect(screen.getByRole("link", { name: "Salir" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ingresar" })).toBeNull();
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toBe("error al recuperar el usuario");
    expect(header.contains(alert)).toBe(true);
  });

  it("offers logout rather than login when the first load failed in a browser that signed in", async () => {
    renderShell({ status: "error", user: null }, "true");
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Salir" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ingresar" })).toBeNull();
  });

  it("shows no failure while the user call is fine", async () => {
    renderShell({ status: "signedIn", user: martin, portalId: "2" });
    expect(screen.getByText("Hola, Martín")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("página")).toBeTruthy());
    expect(screen.queryByTestId("user-load-failure")).toBeNull();
  });
});

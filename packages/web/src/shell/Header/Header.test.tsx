import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { Header } from "./Header";

const visitor = { kind: "visitor" } as const;

describe("Header", () => {
  it("offers 'Ingresar' to a visitor and 'Salir' with a greeting to a user", () => {
    const slots = {
      currentProduct: undefined,
      counters: null,
      budgetWidget: null,
      languageSelector: null,
      currencySelector: null,
    };
    const { rerender } = renderView(<Header account={visitor} {...slots} />);
    expect(screen.getByRole("link", { name: "Ingresar" }).getAttribute("href")).toBe("/login/");
    expect(screen.getByRole("navigation", { name: "Navegación principal" }).textContent).toContain("Vuelo + Hotel");
    rerender(<Header account={{ kind: "user", firstName: "Martín" }} {...slots} />);
    expect(screen.getByRole("link", { name: "Salir" }).getAttribute("href")).toBe("/logout");
    expect(screen.getByText("Hola, Martín")).toBeTruthy();
  });

  it("speaks the interface language", () => {
    renderView(
      <Header
        account={visitor}
        currentProduct={undefined}
        counters={null}
        budgetWidget={null}
        languageSelector={null}
        currencySelector={null}
      />,
      "pt",
    );
    expect(screen.getByRole("link", { name: "Entrar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hotéis" })).toBeTruthy();
  });

  it("marks no product link as the current page on home without a product hash, and only the chosen one with it", () => {
    const slots = { counters: null, budgetWidget: null, languageSelector: null, currencySelector: null };
    const current = () =>
      screen
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page")
        .map((link) => link.textContent);
    const { rerender } = renderView(<Header account={visitor} currentProduct={undefined} {...slots} />);
    expect(current()).toEqual([]);
    rerender(<Header account={visitor} currentProduct="flight" {...slots} />);
    expect(current()).toEqual(["Vuelos"]);
    expect(screen.getByRole("link", { name: "Vuelos" }).getAttribute("href")).toBe("/#flights");
  });

  it("after a failed user call keeps the known user and logout, and shows the notice it is given", () => {
    const slots = {
      currentProduct: undefined,
      counters: null,
      budgetWidget: null,
      languageSelector: null,
      currencySelector: null,
      notice: <p role="alert">aviso</p>,
    };
    const { rerender } = renderView(<Header account={{ kind: "user", firstName: "Martín" }} {...slots} />);
    expect(screen.getByText("Hola, Martín")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Salir" })).toBeTruthy();
    expect(screen.getByRole("banner").contains(screen.getByRole("alert"))).toBe(true);
    rerender(<Header account={{ kind: "unnamed" }} {...slots} />);
    expect(screen.getByRole("link", { name: "Salir" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ingresar" })).toBeNull();
    expect(screen.queryByText(/Hola/)).toBeNull();
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../../test/renderView";
import { ProductOffered } from "./ProductOffered";

const gate = (offered: boolean | null) => (
  <ProductOffered offered={offered} title="Circuitos" notOffered="Los circuitos no se ofrecen en este portal.">
    <p>results</p>
  </ProductOffered>
);

describe("ProductOffered", () => {
  it("shows the page when offered, waits while that is not known, and says when the product is not offered", () => {
    const { rerender } = renderView(gate(true));
    expect(screen.getByText("results")).toBeTruthy();
    rerender(gate(null));
    expect(screen.queryByText("results")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Buscando...");
    rerender(gate(false));
    expect(screen.queryByText("results")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Circuitos");
    expect(screen.getByRole("alert").textContent).toContain("Los circuitos no se ofrecen en este portal.");
    expect(screen.getByRole("link", { name: "Ir al inicio" }).getAttribute("href")).toBe("/");
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe";
import { renderView } from "../../../test/renderView";
import { DetailIncluded, ProductDetailPage, type ProductDetailPageProps } from "./ProductDetailPage";

const TEXTS = { product: "Paseos", urlInvalid: "Dirección inválida", failed: "No pudimos traerlo", retry: "Otra vez" };

const CONTENT = {
  kicker: "Al aire libre",
  name: "Paseo por el río",
  facts: "3 horas · Español",
  main: (
    <DetailIncluded
      id="walk-included"
      included={{ title: "Incluye", lines: ["Guía", "Agua"] }}
      notIncluded={{ title: "No incluye", lines: ["Traslado"] }}
    />
  ),
  side: <p>selector</p>,
  sideLabel: "Elegí el día",
};

const props = (over: Partial<ProductDetailPageProps> = {}): ProductDetailPageProps => ({
  status: "ready",
  texts: TEXTS,
  content: CONTENT,
  homeHref: "/",
  onRetry: vi.fn(),
  ...over,
});

describe("ProductDetailPage", () => {
  it("draws the kicker, the name, the facts, the main column and the picker's aside", async () => {
    const { container } = renderView(<ProductDetailPage {...props()} />);
    expect(screen.getByText("Al aire libre")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Paseo por el río");
    expect(screen.getByText("3 horas · Español")).toBeTruthy();
    const included = screen.getByRole("region", { name: "Incluye" });
    expect(
      within(included)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Guía", "Agua", "Traslado"]);
    expect(within(included).getByRole("heading", { name: "No incluye" })).toBeTruthy();
    expect(within(screen.getByRole("complementary", { name: "Elegí el día" })).getByText("selector")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("waits under the product's name, fails with a retry, and sends a bad address home", () => {
    const onRetry = vi.fn();
    const { container, rerender } = renderView(<ProductDetailPage {...props({ status: "loading", content: null })} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Paseos");
    expect(container.firstElementChild?.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Buscando...");
    rerender(<ProductDetailPage {...props({ status: "error", content: null, onRetry })} />);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Otra vez" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ProductDetailPage {...props({ status: "invalid", content: null })} />);
    expect(screen.getByRole("alert").textContent).toBe("Dirección inválida");
    expect(screen.getByRole("link", { name: "Ir al inicio" }).getAttribute("href")).toBe("/");
  });
});

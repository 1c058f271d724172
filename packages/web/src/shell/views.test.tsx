import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../test/renderView";
import { ArrearsBarView } from "./ArrearsBar";
import { BackToTopView } from "./BackToTop";
import { HeaderView } from "./Header";
import { NewsletterBoxView } from "./NewsletterBox";
import { ToastsView } from "./Toasts";

describe("ToastsView", () => {
  it("shows each toast in a polite live region, with its title, text or server message, and dismisses it", () => {
    const onDismiss = vi.fn();
    renderView(
      <ToastsView
        toasts={[
          {
            id: 1,
            level: "warning",
            key: "budget.createError",
            serverMessage: "Ya existe un presupuesto",
            durationMs: 5000,
          },
          { id: 2, level: "error", key: "budget.listError", titleKey: "budget.listErrorTitle", durationMs: null },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("Ya existe un presupuesto");
    expect(region.textContent).toContain("Lo sentimos!No se pudieron recuperar los presupuestos");
    const [first] = screen.getAllByRole("button", { name: "Cerrar aviso" });
    if (first === undefined) throw new Error("no dismiss button");
    fireEvent.click(first);
    expect(onDismiss).toHaveBeenCalledWith(1);
  });
});

describe("ArrearsBarView", () => {
  it("shows nothing without messages and each server message otherwise", () => {
    const { container, rerender } = renderView(<ArrearsBarView messages={[]} />);
    expect(container.querySelector("[data-testid=arrears-bar]")).toBeNull();
    rerender(<ArrearsBarView messages={[{ message: "Facturas vencidas", msgLevel: "warning" }]} />);
    expect(screen.getByRole("region", { name: "Aviso de pagos pendientes" }).textContent).toBe("Facturas vencidas");
  });
});

describe("BackToTopView", () => {
  it("is absent until visible, then a named button", () => {
    const onClick = vi.fn();
    const { rerender } = renderView(<BackToTopView visible={false} onClick={onClick} />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<BackToTopView visible onClick={onClick} />);
    fireEvent.click(screen.getByRole("button", { name: "Volver arriba" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("HeaderView", () => {
  it("offers 'Ingresar' to a visitor and 'Salir' with a greeting to a user", () => {
    const slots = { counters: null, budgetWidget: null, languageSelector: null, currencySelector: null };
    const { rerender } = renderView(<HeaderView userName={null} {...slots} />);
    expect(screen.getByRole("link", { name: "Ingresar" }).getAttribute("href")).toBe("/login/");
    expect(screen.getByRole("navigation", { name: "Navegación principal" }).textContent).toContain("Vuelo + Hotel");
    rerender(<HeaderView userName="Martín" {...slots} />);
    expect(screen.getByRole("link", { name: "Salir" }).getAttribute("href")).toBe("/logout");
    expect(screen.getByText("Hola, Martín")).toBeTruthy();
  });

  it("speaks the interface language", () => {
    renderView(
      <HeaderView
        userName={null}
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
});

describe("NewsletterBoxView", () => {
  it("shows the field's issue, the server's errors and the success", () => {
    const onSubmit = vi.fn();
    const props = {
      email: "ana@",
      serverErrors: [],
      error: null,
      onEmailChange: () => undefined,
      onSubmit,
    };
    const { rerender } = renderView(
      <NewsletterBoxView {...props} status="idle" issues={[{ path: ["email"], key: "newsletter.emailInvalid" }]} />,
    );
    const input = screen.getByLabelText("Correo electrónico");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Ingrese un correo electrónico válido.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<NewsletterBoxView {...props} status="errors" issues={[]} serverErrors={["Ya suscripto"]} error={null} />);
    expect(screen.getByText("Ya suscripto")).toBeTruthy();
    rerender(<NewsletterBoxView {...props} status="success" issues={[]} />);
    expect(screen.getByText("¡Gracias por suscribirte!")).toBeTruthy();
  });
});

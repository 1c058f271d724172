import { screen } from "@testing-library/react";
import { hotelQuoteInitial, hotelQuoteTransition, type QuoteNotice, quoteButtonView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelQuoteButton } from "./HotelQuoteButton";

const context = { pricerEnabled: false, newTrip: true };
const row = { selected: false, selectable: true };

describe("HotelQuoteButton", () => {
  it("idle reads 'Seleccionar' and quotes on click; a selected rate reads 'Seleccionado'", () => {
    const onQuote = vi.fn();
    renderView(
      <HotelQuoteButton button={quoteButtonView(hotelQuoteInitial, "r1", row)} notices={[]} onQuote={onQuote} />,
    );
    screen.getByRole("button", { name: "Seleccionar" }).click();
    expect(onQuote).toHaveBeenCalledOnce();
    renderView(
      <HotelQuoteButton
        button={quoteButtonView(hotelQuoteInitial, "r2", { ...row, selected: true })}
        notices={[]}
        onQuote={onQuote}
      />,
    );
    expect(screen.getByRole("button", { name: "Seleccionado" })).toBeTruthy();
  });

  it("'Verificando' during the policy check; quoting shows a busy spinner and disables the others", () => {
    const verifying = hotelQuoteTransition(hotelQuoteInitial, { _tag: "verify", rateId: "r1" });
    renderView(<HotelQuoteButton button={quoteButtonView(verifying, "r1", row)} notices={[]} onQuote={() => {}} />);
    expect((screen.getByRole("button", { name: "Verificando" }) as HTMLButtonElement).disabled).toBe(true);
    const quoting = hotelQuoteTransition(verifying, { _tag: "quote", rateId: "r1" });
    renderView(<HotelQuoteButton button={quoteButtonView(quoting, "r1", row)} notices={[]} onQuote={() => {}} />);
    const busy = screen.getByRole("button", { name: "Seleccionar, Cotizando" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    renderView(<HotelQuoteButton button={quoteButtonView(quoting, "r2", row)} notices={[]} onQuote={() => {}} />);
    const other = screen.getAllByRole("button", { name: "Seleccionar" })[0] as HTMLButtonElement;
    expect(other.disabled).toBe(true);
  });

  it("a failed quote reads 'No disponible' with 'Hemos vendido la última habitación'", () => {
    const quoting = hotelQuoteTransition(hotelQuoteInitial, { _tag: "quote", rateId: "r1" });
    const failed = hotelQuoteTransition(quoting, { _tag: "failed", rateId: "r1" });
    renderView(<HotelQuoteButton button={quoteButtonView(failed, "r1", row)} notices={[]} onQuote={() => {}} />);
    expect((screen.getByRole("button", { name: "No disponible" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Hemos vendido la última habitación")).toBeTruthy();
  });

  it("deadline and credit warnings, and the alternative-rate notice, as the spec words them (and in pt)", () => {
    const quoting = hotelQuoteTransition(hotelQuoteInitial, { _tag: "quote", rateId: "r1" });
    const deadline = hotelQuoteTransition(quoting, {
      _tag: "replied",
      rateId: "r1",
      reply: { deadlineReached: true },
      context,
    });
    renderView(
      <HotelQuoteButton button={quoteButtonView(deadline, "r1", row)} notices={deadline.notices} onQuote={() => {}} />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Tu usuario tiene permiso únicamente para realizar reservas que no incurren en gastos de cancelación. Por favor, consulta otra alternativa para reservar o contáctate con nosotros",
    );
    expect(screen.getByRole("button", { name: "No disponible" })).toBeTruthy();
    const credit: QuoteNotice[] = [{ level: "warning", messageKey: "quote.outOfLimit", durationMs: 15000 }];
    const creditView = renderView(
      <HotelQuoteButton button={quoteButtonView(deadline, "r1", row)} notices={credit} onQuote={() => {}} />,
    );
    expect(creditView.getAllByRole("alert").at(-1)?.textContent).toBe(
      "No hay crédito disponible para realizar la reserva.",
    );
    const alternative = hotelQuoteTransition(quoting, {
      _tag: "replied",
      rateId: "r1",
      reply: { next: "/checkout/hotel/x", alternativeRate: true },
      context,
    });
    const { container } = renderView(
      <HotelQuoteButton
        button={quoteButtonView(alternative, "r1", row)}
        notices={alternative.notices}
        onQuote={() => {}}
      />,
      "pt",
    );
    expect(container.querySelectorAll("[data-level=info]")).toHaveLength(2);
    expect(container.textContent).not.toContain("La tarifa seleccionada");
  });
});

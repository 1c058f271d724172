import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { VoucherPage, type VoucherPageProps } from "./VoucherPage";

const props = (over: Partial<VoucherPageProps> = {}): VoucherPageProps => ({
  status: "ready",
  bookingReferenceId: "TRV-100240",
  file: "/files/abc.pdf",
  offline: false,
  errorKey: null,
  onEmail: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe("VoucherPage", () => {
  it("shows the progress notice while the voucher is generated, then its download link", () => {
    const { rerender } = renderView(<VoucherPage {...props({ status: "printing", file: null })} />);
    expect(screen.getByRole("status").textContent).toContain("Espere un momento se esta generando el PDF");
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<VoucherPage {...props()} />);
    const link = screen.getByRole("link", { name: "Descargar voucher" });
    expect(link.getAttribute("href")).toBe("/files/abc.pdf");
    expect(link.hasAttribute("download")).toBe(true);
    expect(screen.getByText("Reserva TRV-100240")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns about an offline booking with the spec's title and text", () => {
    renderView(<VoucherPage {...props({ offline: true })} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(
      "Lo sentimos!Recuperamos la información histórica de tu reserva. Recomendamos revisar la misma con tu agente/proveedor",
    );
    expect(screen.getByRole("link", { name: "Descargar voucher" })).toBeTruthy();
  });

  it("shows the Download failure and retries", () => {
    const onRetry = vi.fn();
    renderView(<VoucherPage {...props({ status: "failed", file: null, errorKey: "documents.failure", onRetry })} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "DownloadPor el momento no puede realizar esta operación intente más tarde!",
    );
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("asks a B2C visitor for the booking's e-mail, and requires one", () => {
    const onEmail = vi.fn();
    renderView(<VoucherPage {...props({ status: "emailRequired", file: null, onEmail })} />, "en");
    const field = screen.getByRole("textbox", { name: "Booking e-mail" });
    fireEvent.click(screen.getByRole("button", { name: "Generate voucher" }));
    expect(onEmail).not.toHaveBeenCalled();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter the e-mail you booked with.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "lucia@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate voucher" }));
    expect(onEmail).toHaveBeenCalledWith("lucia@example.com");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks again, saying why, when the e-mail is not the booking's", () => {
    renderView(<VoucherPage {...props({ status: "emailRequired", file: null, errorKey: "voucher.signIn" })} />);
    expect(screen.getByRole("alert").textContent).toBe("Iniciá sesión o ingresá el correo de la reserva.");
    expect(screen.getByRole("textbox", { name: "Correo de la reserva" })).toBeTruthy();
  });

  it("says why there is no voucher: old flow, product without voucher, unreadable link", () => {
    const { rerender } = renderView(<VoucherPage {...props({ status: "legacyFlow", file: null })} />, "pt");
    expect(screen.getByRole("alert").textContent).toBe("Este portal não gera vouchers on-line. Consulte seu agente.");
    rerender(<VoucherPage {...props({ status: "noVoucherType", file: null })} />);
    expect(screen.getByRole("alert").textContent).toBe("Este produto não tem voucher on-line. Consulte seu agente.");
    rerender(<VoucherPage {...props({ status: "invalid", file: null, bookingReferenceId: null })} />);
    expect(screen.getByRole("alert").textContent).toBe("Este link de voucher não pode ser lido.");
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { SHARE_EMAIL_FORM_DEFAULTS, validateShareEmailForm } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelShareDialog, type HotelShareDialogProps } from "./HotelShareDialog";

const props = (over: Partial<HotelShareDialogProps> = {}): HotelShareDialogProps => ({
  hotelName: "Hotel Sol",
  status: "editing",
  values: { ...SHARE_EMAIL_FORM_DEFAULTS, withPdf: true },
  issues: [],
  onEdit: vi.fn(),
  onVariant: vi.fn(),
  onSubmit: vi.fn(),
  onClose: vi.fn(),
  ...over,
});

describe("HotelShareDialog", () => {
  it("is a dialog named after the hotel; typing, the PDF choice, send and close call back", async () => {
    const given = props();
    renderView(<HotelShareDialog {...given} />);
    const dialog = await screen.findByRole("dialog", { name: "Compartir Hotel Sol por correo" });
    fireEvent.change(screen.getByRole("textbox", { name: "Para" }), { target: { value: "b@c.com" } });
    expect(given.onEdit).toHaveBeenCalledWith("to", "b@c.com");
    fireEvent.click(screen.getByRole("checkbox", { name: "Adjuntar el PDF del hotel" }));
    expect(given.onVariant).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(given.onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(given.onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(dialog);
  });

  it("without the portal's mailIncludesPDF there is no PDF switch", async () => {
    renderView(<HotelShareDialog {...props({ values: SHARE_EMAIL_FORM_DEFAULTS, onVariant: null })} />);
    await screen.findByRole("dialog", { name: "Compartir Hotel Sol por correo" });
    expect(screen.queryByRole("checkbox", { name: "Adjuntar el PDF del hotel" })).toBeNull();
  });

  it("shows 'Campo requerido' under from and to, marked invalid", async () => {
    const values = { ...SHARE_EMAIL_FORM_DEFAULTS, withPdf: true };
    renderView(<HotelShareDialog {...props({ values, issues: validateShareEmailForm(values) })} />);
    for (const name of ["De", "Para"]) {
      const field = await screen.findByRole("textbox", { name });
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        "Campo requerido",
      );
    }
  });

  it("reads 'Se ha enviado tu correo.' or 'No se ha enviado tu correo'; sending disables the button", async () => {
    const { rerender } = renderView(<HotelShareDialog {...props({ status: "sending" })} />);
    expect(((await screen.findByRole("button", { name: "Enviando…" })) as HTMLButtonElement).disabled).toBe(true);
    rerender(<HotelShareDialog {...props({ status: "sent" })} />);
    expect((await screen.findByRole("status")).textContent).toContain("Se ha enviado tu correo.");
    rerender(<HotelShareDialog {...props({ status: "failed" })} />);
    expect((await screen.findByRole("alert")).textContent).toContain("No se ha enviado tu correo");
  });

  it("speaks English", async () => {
    renderView(<HotelShareDialog {...props()} />, "en");
    expect(await screen.findByRole("dialog", { name: "Share Hotel Sol by e-mail" })).toBeTruthy();
  });
});

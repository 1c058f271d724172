import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { hotelShareLinks } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelShareBar, type HotelShareBarProps } from "./HotelShareBar";

const url = "https://t.example/hotel/details/sol/1/2030-03-10/2030-03-14/2-0/BUE";
const props = (over: Partial<HotelShareBarProps> = {}): HotelShareBarProps => ({
  hotelName: "Hotel Sol",
  links: hotelShareLinks({ url, hotelName: "Hotel Sol", viewportWidth: 1280 }),
  pdfStatus: "idle",
  pdfFile: null,
  onPrintPdf: vi.fn(),
  onEmail: vi.fn(),
  emailWithPdf: true,
  ...over,
});

describe("HotelShareBar", () => {
  it("prints the PDF and offers both e-mail variants, Facebook and Twitter in a new tab", async () => {
    const given = props({ pick: { selected: false, onToggle: vi.fn() } });
    const { container } = renderView(<HotelShareBar {...given} />);
    fireEvent.click(screen.getByRole("button", { name: "Imprimir PDF: Hotel Sol" }));
    expect(given.onPrintPdf).toHaveBeenCalledTimes(1);
    // The menu's items exist only while it is open.
    expect(screen.queryByRole("button", { name: /^Enviar por correo/ })).toBeNull();
    fireEvent.click(screen.getByText("Compartir"));
    fireEvent.click(await screen.findByRole("button", { name: "Enviar por correo con PDF: Hotel Sol" }));
    expect(given.onEmail).toHaveBeenCalledWith(true);
    expect(container.querySelector("details")?.open).toBe(false);
    expect(document.activeElement).toBe(container.querySelector("summary"));
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Enviar por correo/ })).toBeNull());
    fireEvent.click(screen.getByText("Compartir"));
    fireEvent.click(await screen.findByRole("button", { name: "Enviar por correo: Hotel Sol" }));
    expect(given.onEmail).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByText("Compartir"));
    const facebook = await screen.findByRole("link", { name: /^Compartir en Facebook/ });
    expect(facebook.getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(facebook.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: /^Compartir en Twitter/ }).getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Elegir para el PDF: Hotel Sol" }));
    expect(given.pick?.onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("without the portal's mailIncludesPDF it offers the plain mail only", async () => {
    const given = props({ emailWithPdf: false });
    renderView(<HotelShareBar {...given} />);
    fireEvent.click(screen.getByText("Compartir"));
    const plain = await screen.findByRole("button", { name: "Enviar por correo: Hotel Sol" });
    expect(screen.queryByRole("button", { name: "Enviar por correo con PDF: Hotel Sol" })).toBeNull();
    fireEvent.click(plain);
    expect(given.onEmail).toHaveBeenCalledWith(false);
  });

  it("offers WhatsApp on a phone", async () => {
    const links = hotelShareLinks({ url, hotelName: "Hotel Sol", viewportWidth: 390 });
    renderView(<HotelShareBar {...props({ links })} />);
    fireEvent.click(screen.getByText("Compartir"));
    const whatsapp = await screen.findByRole("link", { name: /^Compartir por WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toBe(links.whatsapp);
  });

  it("says the PDF is being generated, then links it; a failure reads the Download text", () => {
    const { rerender } = renderView(<HotelShareBar {...props({ pdfStatus: "generating" })} />);
    expect(screen.getByRole("status").textContent).toContain("Espere un momento se esta generando el PDF");
    expect((screen.getByRole("button", { name: "Imprimir PDF: Hotel Sol" }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<HotelShareBar {...props({ pdfStatus: "ready", pdfFile: "/files/x.pdf" })} />);
    expect(screen.getByRole("link", { name: "Descargar PDF: Hotel Sol" }).getAttribute("href")).toBe("/files/x.pdf");
    rerender(<HotelShareBar {...props({ pdfStatus: "failed" })} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Download")).toBeTruthy();
    expect(alert.textContent).toContain("Por el momento no puede realizar esta operación intente más tarde!");
  });
});

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
  it("prints the PDF, opens the share menu (Headless UI, drawn when a person comes to it) and picks for the PDF", async () => {
    const given = props({ pick: { selected: false, onToggle: vi.fn() } });
    const { container } = renderView(<HotelShareBar {...given} />);
    fireEvent.click(screen.getByRole("button", { name: "Imprimir PDF: Hotel Sol" }));
    expect(given.onPrintPdf).toHaveBeenCalledTimes(1);
    // The menu's items exist only while it is open.
    expect(screen.queryByRole("menuitem")).toBeNull();
    const share = () => screen.getByRole("button", { name: "Compartir: Hotel Sol" });
    expect(share().getAttribute("aria-haspopup")).toBe("menu");
    // Its plain button until pressed: the press is made again on the menu's button once its code is there (however
    // long the import takes on this machine).
    fireEvent.click(share());
    const withPdf = { name: "Enviar por correo con PDF: Hotel Sol" };
    fireEvent.click(await screen.findByRole("menuitem", withPdf, { timeout: 30_000 }));
    expect(given.onEmail).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    fireEvent.click(screen.getByRole("checkbox", { name: "Elegir para el PDF: Hotel Sol" }));
    expect(given.pick?.onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
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

import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelMultiPdf, type HotelMultiPdfProps } from "./HotelMultiPdf";

const props = (over: Partial<HotelMultiPdfProps> = {}): HotelMultiPdfProps => ({
  count: 0,
  status: "idle",
  file: null,
  onPrint: vi.fn(),
  onClear: vi.fn(),
  ...over,
});

describe("HotelMultiPdf", () => {
  it("waits for a chosen hotel, then prints them; clear empties the choice", async () => {
    const { rerender, container } = renderView(<HotelMultiPdf {...props()} />);
    expect((screen.getByRole("button", { name: "Imprimir PDF de 0 hoteles" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const given = props({ count: 2 });
    rerender(<HotelMultiPdf {...given} />);
    fireEvent.click(screen.getByRole("button", { name: "Imprimir PDF de 2 hoteles" }));
    expect(given.onPrint).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Quitar la selección" }));
    expect(given.onClear).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("the progress text, the download link and the Download failure", () => {
    const { rerender } = renderView(<HotelMultiPdf {...props({ count: 1, status: "generating" })} />);
    expect(screen.getByRole("status").textContent).toContain("Espere un momento se esta generando el PDF");
    rerender(<HotelMultiPdf {...props({ count: 1, status: "ready", file: "/files/m.pdf" })} />);
    expect(screen.getByRole("link", { name: "Descargar el PDF de los hoteles elegidos" }).getAttribute("href")).toBe(
      "/files/m.pdf",
    );
    rerender(<HotelMultiPdf {...props({ count: 1, status: "failed" })} />);
    expect(screen.getByRole("alert").textContent).toMatch(/^DownloadPor el momento no puede realizar/);
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { ActivityPdfButton } from "./ActivityPdfButton";

describe("ActivityPdfButton", () => {
  it("asks for the PDF, shows the progress notice, then the download link", () => {
    const onGenerate = vi.fn();
    const { rerender } = renderView(
      <ActivityPdfButton status="idle" file={null} activityName="Cataratas" onGenerate={onGenerate} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "PDF de la actividad: Cataratas" }));
    expect(onGenerate).toHaveBeenCalled();
    rerender(<ActivityPdfButton status="generating" file={null} activityName="Cataratas" onGenerate={onGenerate} />);
    expect(screen.getByRole("status").textContent).toBe("Espere un momento se esta generando el PDF");
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
    rerender(<ActivityPdfButton status="ready" file="/files/x.pdf" activityName="Cataratas" onGenerate={onGenerate} />);
    expect(screen.getByRole("link", { name: "Descargar PDF: Cataratas" }).getAttribute("href")).toBe("/files/x.pdf");
  });

  it("shows the Download failure", () => {
    renderView(<ActivityPdfButton status="failed" file={null} activityName="Cataratas" onGenerate={vi.fn()} />, "en");
    expect(screen.getByRole("alert").textContent).toContain("Download");
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(false);
  });

  it("names a transfer's and a circuit's PDF as theirs", () => {
    renderView(
      <>
        <ActivityPdfButton
          status="idle"
          file={null}
          activityName="Ezeiza → Palermo"
          product="transfer"
          onGenerate={vi.fn()}
        />
        <ActivityPdfButton status="idle" file={null} activityName="Andalucía" product="circuit" onGenerate={vi.fn()} />
      </>,
      "pt",
    );
    expect(screen.getByRole("button", { name: "PDF do traslado: Ezeiza → Palermo" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "PDF do circuito: Andalucía" })).toBeTruthy();
  });
});

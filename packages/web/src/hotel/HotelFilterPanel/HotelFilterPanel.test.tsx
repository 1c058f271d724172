import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelFilterPanel } from "./HotelFilterPanel";

const draw = (open: boolean, language: "es" | "en" = "es") => {
  const onClose = vi.fn();
  const view = renderView(
    <HotelFilterPanel open={open} onClose={onClose}>
      <label>
        Nombre del hotel <input type="search" />
      </label>
    </HotelFilterPanel>,
    language,
  );
  return { onClose, view };
};

describe("HotelFilterPanel", () => {
  it("is a dialog titled 'Filtrar Por' holding the sidebar; 'Volver' and 'Ver resultados' close it", async () => {
    const { onClose } = draw(true);
    const dialog = await screen.findByRole("dialog", { name: "Filtrar Por" });
    expect(dialog.contains(screen.getByRole("searchbox", { name: "Nombre del hotel" }))).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Volver" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Ver resultados" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("Escape closes it", async () => {
    const { onClose } = draw(true);
    const dialog = await screen.findByRole("dialog", { name: "Filtrar Por" });
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("draws nothing while closed", () => {
    draw(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("speaks English, and axe finds no violation while open", async () => {
    draw(true, "en");
    await screen.findByRole("dialog", { name: "Filter by" });
    expect(screen.getByRole("button", { name: "Back" })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});

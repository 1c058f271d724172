import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelFavouriteToggle } from "./HotelFavouriteToggle";

describe("HotelFavouriteToggle", () => {
  it("reads 'Agregar a favoritos' and toggles on click", async () => {
    const onToggle = vi.fn();
    const { container } = renderView(<HotelFavouriteToggle on={false} busy={false} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole("button", { name: "Agregar a favoritos" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("reads 'Quitar de favoritos' once kept (en: 'Remove from favourites'); busy it waits", () => {
    const onToggle = vi.fn();
    renderView(<HotelFavouriteToggle on busy onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: "Quitar de favoritos" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    renderView(<HotelFavouriteToggle on busy={false} onToggle={onToggle} />, "en");
    fireEvent.click(screen.getByRole("button", { name: "Remove from favourites" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { HotelFavouriteToggleConnected } from "./HotelFavouriteToggleConnected";

describe("HotelFavouriteToggleConnected", () => {
  it("waits for the saved list, then adds the hotel with one call and reads 'Quitar de favoritos'", async () => {
    const calls: string[] = [];
    const fetcher = async (path: string) => {
      calls.push(path);
      if (path === "/api/v1/hotel/favourites") return Response.json({ done: true, hotelIds: ["other"] });
      return Response.json({ done: true });
    };
    render(
      <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()}>
        <LanguageProvider language="es">
          <HotelFavouriteToggleConnected hotel={{ hotelDetailId: "HD-1" }} />
        </LanguageProvider>
      </PortalProvider>,
    );
    const toggle = screen.getByRole("button", { name: "Agregar a favoritos" });
    expect(toggle.getAttribute("aria-disabled")).toBe("true");
    await expect.poll(() => toggle.getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(toggle);
    expect(await screen.findByRole("button", { name: "Quitar de favoritos" })).toBeTruthy();
    await expect.poll(() => calls).toContain("/api/v1/add/hotel/favourite/HD-1");
  });
});

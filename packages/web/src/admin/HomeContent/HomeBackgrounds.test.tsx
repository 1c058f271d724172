import { fireEvent, screen, within } from "@testing-library/react";
import { type AdminHomeBackground, HOME_BACKGROUND_SLOTS, homeBackgroundTarget } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HomeBackgrounds } from "./HomeBackgrounds";

const UPLOADED = "/images/uploads/0b9c6f1e-3d0a-4e39-9c2e-2f5b8a1d7c44.img";
const backgrounds: AdminHomeBackground[] = HOME_BACKGROUND_SLOTS.map((slot) => {
  const uploaded = slot.pageCode === "hotels" && slot.device === "desktop" && slot.language === "en" ? UPLOADED : "";
  const url = homeBackgroundTarget(slot, uploaded);
  return { ...slot, uploaded, url, thumbnailUrl: url.replace(/\.img$/, ".thumb") };
});

describe("HomeBackgrounds", () => {
  it("shows the chosen product's desktop and tablet images per language, uploaded or default, and uploads one", async () => {
    const onUpload = vi.fn();
    const onProduct = vi.fn();
    const { container } = renderView(
      <HomeBackgrounds
        pageCode="hotels"
        backgrounds={backgrounds}
        uploading={null}
        status=""
        issues={[]}
        onProduct={onProduct}
        onUpload={onUpload}
      />,
    );
    const slots = screen.getAllByTestId("background-slot");
    expect(slots.map((slot) => slot.dataset.slot)).toEqual([
      "hotels/desktop/es",
      "hotels/desktop/en",
      "hotels/desktop/pt",
      "hotels/tablet/es",
      "hotels/tablet/en",
      "hotels/tablet/pt",
    ]);
    const [, english] = slots;
    if (english === undefined) throw new Error("no slot");
    expect(within(english).getByText("Imagen subida")).toBeTruthy();
    expect(
      within(english).getByRole("img", { name: "Fondo actual de Hoteles: escritorio, inglés" }).getAttribute("src"),
    ).toBe(UPLOADED.replace(/\.img$/, ".thumb"));
    expect(within(slots[0] as HTMLElement).getByText("Imagen predeterminada")).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "fondo.png", { type: "image/png" });
    fireEvent.change(
      within(within(english).getByRole("group", { name: "Hoteles: escritorio, inglés" })).getByLabelText(
        /^Subir una imagen/,
      ),
      {
        target: { files: [file] },
      },
    );
    expect(onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ pageCode: "hotels", device: "desktop", language: "en" }),
      file,
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Producto" }), { target: { value: "flights" } });
    expect(onProduct).toHaveBeenCalledWith("flights");
    await expectNoAxeViolations(container);
  });

  it("announces a refused upload with core's message, in the page's language", () => {
    renderView(
      <HomeBackgrounds
        pageCode="flights"
        backgrounds={backgrounds}
        uploading={null}
        status=""
        issues={[{ field: "file", key: "admin.upload.svg" }]}
        onProduct={() => undefined}
        onUpload={() => undefined}
      />,
      "en",
    );
    expect(screen.getByRole("status").textContent).toBe(
      "SVG images are not accepted: they can carry code. Upload a jpg, png, bmp or gif.",
    );
    expect(screen.getAllByTestId("background-slot")[0]?.dataset.slot).toBe("flights/desktop/es");
    expect(screen.getByText("Home background images")).toBeTruthy();
  });
});

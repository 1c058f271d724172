import { fireEvent, screen } from "@testing-library/react";
import type { AdminHotel } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelEditor, type HotelEditorProps } from "./HotelEditor";

const hotel: AdminHotel = {
  id: "100001",
  name: "Hotel Plaza Mayor",
  cityCode: "MAD",
  content: {
    descriptions: { es: "<p><strong>Piscina</strong></p>", en: "<p>Pool</p>", pt: "" },
    rating: 4,
    amenities: ["icon-pool"],
    gallery: ["/images/hotels/100001/1.jpg", "/images/uploads/a.img"],
    videos: ["https://youtu.be/dQw4w9WgXcQ"],
  },
  images: [
    { url: "/images/hotels/100001/1.jpg", thumbnailUrl: "/images/hotels/100001/1.jpg" },
    { url: "/images/uploads/a.img", thumbnailUrl: "/images/uploads/a.thumb" },
  ],
  icons: [{ name: "Piscina", className: "icon-pool" }],
};

const props = (over: Partial<HotelEditorProps> = {}): HotelEditorProps => ({
  hotel,
  save: "idle",
  issues: [],
  iconTerm: "spa",
  icons: [
    { name: "Piscina", className: "icon-pool" },
    { name: "Spa", className: "icon-spa" },
  ],
  listPath: "/admin/hotels",
  onIconTerm: () => {},
  onEvent: () => {},
  onUpload: () => {},
  ...over,
});

const renderEditor = (over: Partial<HotelEditorProps> = {}) => renderView(<HotelEditor {...props(over)} />);

describe("HotelEditor", () => {
  it("sets the rating on a labelled 1-to-5 slider and saves it as one event", () => {
    const onEvent = vi.fn();
    renderEditor({ onEvent });
    const slider = screen.getByRole("slider", { name: "Categoría (estrellas)" });
    expect(slider.getAttribute("min")).toBe("1");
    expect(slider.getAttribute("max")).toBe("5");
    expect(slider.getAttribute("step")).toBe("1");
    expect(slider.getAttribute("aria-valuetext")).toBe("4 de 5 estrellas");
    fireEvent.change(slider, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar categoría" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "ratingSet", rating: 2 });
  });

  it("refuses an unsupported video host with the spec's message, and adds, moves and removes with named events", () => {
    const onEvent = vi.fn();
    renderEditor({ onEvent });
    const url = screen.getByRole("textbox", { name: "Dirección del video (YouTube o Vimeo)" });
    fireEvent.change(url, { target: { value: "https://example.com/v.mp4" } });
    fireEvent.click(screen.getByRole("button", { name: "Agregar video" }));
    expect(screen.getByText("Video URL not supported")).toBeTruthy();
    fireEvent.change(url, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Agregar video" }));
    expect(screen.getByText("Missing video URL")).toBeTruthy();
    expect(onEvent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Subir la imagen 2" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "imageMoved", url: "/images/uploads/a.img", by: -1 });
    fireEvent.click(screen.getByRole("button", { name: "Quitar la imagen 1" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "imageRemoved", url: "/images/hotels/100001/1.jpg" });
    expect(screen.getByRole("img", { name: "Imagen 2 de Hotel Plaza Mayor" }).getAttribute("src")).toBe(
      "/images/uploads/a.thumb",
    );
    // Icons already chosen are not offered again.
    expect(screen.queryByRole("button", { name: "Agregar Piscina" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Agregar Spa" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "amenityAdded", code: "icon-spa" });
  });

  it("says how the last save went, the index failure in the spec's words, and has no axe violation", async () => {
    const { container } = renderEditor({ save: "indexFailed" });
    expect(screen.getAllByRole("status").some((node) => node.textContent === "Error Saving document into index")).toBe(
      true,
    );
    await expectNoAxeViolations(container);
  });
});

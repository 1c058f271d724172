import { fireEvent, screen, within } from "@testing-library/react";
import type { AdminHotel } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelEditor } from "./HotelEditor";
import { HotelMedia, type HotelMediaProps } from "./HotelMedia";

const hotel: AdminHotel = {
  id: "100001",
  name: "Hotel Plaza Mayor",
  cityCode: "MAD",
  content: {
    descriptions: { es: "<p>Piscina</p>", en: "", pt: "" },
    rating: 3,
    amenities: [],
    gallery: ["/images/hotels/100001/1.jpg", "/images/uploads/a.img", "/images/uploads/b.img"],
    videos: ["https://youtu.be/dQw4w9WgXcQ"],
  },
  images: [
    { url: "/images/hotels/100001/1.jpg", thumbnailUrl: "/images/hotels/100001/1.jpg" },
    { url: "/images/uploads/a.img", thumbnailUrl: "/images/uploads/a.thumb" },
    { url: "/images/uploads/b.img", thumbnailUrl: "/images/uploads/b.thumb" },
  ],
  icons: [],
};

const renderMedia = (over: Partial<HotelMediaProps> = {}, language: "es" | "en" | "pt" = "es") =>
  renderView(<HotelMedia hotel={hotel} busy={false} onEvent={() => {}} onUpload={() => {}} {...over} />, language);

describe("HotelMedia", () => {
  it("names every control of the gallery and the videos, with no axe violation in es, en and pt", async () => {
    const { container, unmount } = renderMedia();
    const gallery = screen.getByRole("group", { name: "Galería" });
    expect(within(gallery).getByLabelText("Subir una imagen (jpg, png, jpeg, bmp o gif; hasta 10 MB)")).toBeTruthy();
    for (const position of [1, 2, 3]) {
      expect(within(gallery).getByRole("img", { name: `Imagen ${position} de Hotel Plaza Mayor` })).toBeTruthy();
      expect(within(gallery).getByRole("button", { name: `Subir la imagen ${position}` })).toBeTruthy();
      expect(within(gallery).getByRole("button", { name: `Bajar la imagen ${position}` })).toBeTruthy();
      expect(within(gallery).getByRole("button", { name: `Quitar la imagen ${position}` })).toBeTruthy();
    }
    const videos = screen.getByRole("group", { name: "Videos" });
    expect(within(videos).getByRole("button", { name: "Quitar el video https://youtu.be/dQw4w9WgXcQ" })).toBeTruthy();
    expect(within(videos).getByRole("textbox", { name: "Dirección del video (YouTube o Vimeo)" })).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    for (const language of ["en", "pt"] as const) {
      const view = renderMedia({}, language);
      await expectNoAxeViolations(view.container);
      view.unmount();
    }
  });

  it("keeps the first image from moving up and the last from moving down, and everything still while busy", () => {
    const { rerender } = renderMedia();
    expect(screen.getByRole("button", { name: "Subir la imagen 1" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Bajar la imagen 3" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Bajar la imagen 1" }).hasAttribute("disabled")).toBe(false);
    rerender(<HotelMedia hotel={hotel} busy onEvent={() => {}} onUpload={() => {}} />);
    for (const item of within(screen.getByRole("group", { name: "Galería" })).getAllByRole("listitem"))
      expect(item.getAttribute("draggable")).toBe("false");
    for (const button of screen.getAllByRole("button")) expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getByLabelText(/Subir una imagen/).hasAttribute("disabled")).toBe(true);
  });

  it("hands the chosen file to onUpload, and removes a video with a named event", () => {
    const onUpload = vi.fn();
    const onEvent = vi.fn();
    renderMedia({ onUpload, onEvent });
    const file = new File(["png"], "terraza.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText(/Subir una imagen/), { target: { files: [file] } });
    expect(onUpload).toHaveBeenCalledWith(file);
    fireEvent.click(screen.getByRole("button", { name: "Bajar la imagen 2" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "imageMoved", url: "/images/uploads/a.img", by: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Quitar el video https://youtu.be/dQw4w9WgXcQ" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "videoRemoved", url: "https://youtu.be/dQw4w9WgXcQ" });
  });

  it("moves an image dropped on another to its place, says how, and leaves a drop on itself alone", () => {
    const onEvent = vi.fn();
    renderMedia({ onEvent });
    expect(
      screen.getByText("Arrastrá una imagen sobre otra para cambiar su lugar, o usá sus botones ↑ y ↓."),
    ).toBeTruthy();
    const item = (position: number) => {
      const image = screen.getByRole("img", { name: `Imagen ${position} de Hotel Plaza Mayor` });
      const li = image.closest("li");
      if (li === null) throw new Error("an image outside the gallery's list");
      return li;
    };
    const dataTransfer = { effectAllowed: "", dropEffect: "", setData: vi.fn() };
    expect(item(3).getAttribute("draggable")).toBe("true");
    fireEvent.dragStart(item(3), { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith("text/plain", "/images/uploads/b.img");
    fireEvent.dragOver(item(1), { dataTransfer });
    fireEvent.drop(item(1), { dataTransfer });
    expect(onEvent).toHaveBeenCalledWith({ type: "imageMoved", url: "/images/uploads/b.img", by: -2 });
    fireEvent.dragStart(item(1), { dataTransfer });
    fireEvent.drop(item(1), { dataTransfer });
    fireEvent.dragEnd(item(1), { dataTransfer });
    expect(onEvent).toHaveBeenCalledTimes(1);
    // Something dragged from outside the gallery (a file, a text) is no image of it.
    fireEvent.drop(item(2), { dataTransfer });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it("ties the spec's video message to the address field, and clears it once a supported one is added", () => {
    const onEvent = vi.fn();
    renderMedia({ onEvent });
    const url = screen.getByRole("textbox", { name: "Dirección del video (YouTube o Vimeo)" });
    fireEvent.click(screen.getByRole("button", { name: "Agregar video" }));
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(url.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Missing video URL");
    fireEvent.change(url, { target: { value: "https://vimeo.com/76979871" } });
    fireEvent.click(screen.getByRole("button", { name: "Agregar video" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "videoAdded", url: "https://vimeo.com/76979871" });
    expect(url.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Missing video URL")).toBeNull();
    expect((url as HTMLInputElement).value).toBe("");
  });

  it("says each upload refusal in the editor's alert, in the language of the page", () => {
    const editor = (issues: Parameters<typeof HotelEditor>[0]["issues"], language: "es" | "en" | "pt" = "es") =>
      renderView(
        <HotelEditor
          hotel={hotel}
          save="failed"
          issues={issues}
          iconTerm=""
          icons={[]}
          listPath="/admin/hotels"
          onIconTerm={() => {}}
          onEvent={() => {}}
          onUpload={() => {}}
        />,
        language,
      );
    const svg = editor([{ field: "file", key: "admin.upload.svg" }]);
    expect(screen.getByRole("alert").textContent).toBe(
      "No se aceptan imágenes SVG: pueden llevar código. Suba un jpg, png, bmp o gif.",
    );
    svg.unmount();
    const large = editor([{ field: "file", key: "admin.upload.tooLarge", params: { sizeMb: 30, maxMb: 10 } }]);
    expect(screen.getByRole("alert").textContent).toBe("La imagen pesa 30 MB; el máximo es 10 MB.");
    large.unmount();
    editor([{ field: "file", key: "admin.upload.executable" }], "en");
    expect(screen.getByRole("alert").textContent).toBe(
      "The file is a program or code, not an image: it is not accepted.",
    );
  });
});

import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { DetailGalleryConnected } from "./DetailGalleryConnected";

const images = ["/images/hotels/1/1.jpg", "/images/hotels/1/2.jpg", "/images/hotels/1/3.jpg", "/images/hotels/1/4.jpg"];

describe("DetailGallery", () => {
  it("sized photos with alt texts, the first ones eager; each opens in a dialog that steps, wraps and closes", async () => {
    renderView(<DetailGalleryConnected name="Hotel Sol" images={images} product="hotel" />);
    const first = screen.getByRole("img", { name: "Hotel Sol, foto 1 de 4" });
    expect([first.getAttribute("width"), first.getAttribute("height")]).toEqual(["200", "155"]);
    expect(first.getAttribute("loading")).toBe("eager");
    screen.getByRole("button", { name: "Ampliar la foto 4 de 4" }).click();
    const dialog = await screen.findByRole("dialog", { name: "Hotel Sol" }, { timeout: 5000 });
    expect(dialog.textContent).toContain("Hotel Sol, foto 4 de 4");
    screen.getByRole("button", { name: "Foto siguiente" }).click();
    await waitFor(() => expect(dialog.textContent).toContain("Hotel Sol, foto 1 de 4"));
    fireEvent.keyDown(screen.getByRole("button", { name: "Foto siguiente" }), { key: "ArrowLeft" });
    await waitFor(() => expect(dialog.textContent).toContain("Hotel Sol, foto 4 de 4"));
    screen.getByRole("button", { name: "Cerrar" }).click();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a broken house photo takes a hotel default (core's defaultImageChoice); no photos, no gallery", () => {
    const view = renderView(<DetailGalleryConnected name="Casa" images={images.slice(0, 2)} product="house" />);
    fireEvent.error(screen.getByRole("img", { name: "Casa, foto 2 de 2" }));
    expect(screen.getByRole("img", { name: "Casa, foto 2 de 2" }).getAttribute("src")).toMatch(/hotel-\d\d.*\.jpg/);
    expect(screen.getByRole("img", { name: "Casa, foto 1 de 2" })).toBeTruthy();
    view.unmount();
    const empty = renderView(<DetailGalleryConnected name="Casa" images={[]} product="house" />);
    expect(empty.container.textContent).toBe("");
  });
});

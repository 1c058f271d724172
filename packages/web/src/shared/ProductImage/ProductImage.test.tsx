import { fireEvent, render } from "@testing-library/react";
import { DEFAULT_IMAGE_COUNTS } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { ProductImageConnected as ProductImage } from "./ProductImageConnected";
import { defaultImageFileCounts, defaultImageFor } from "./productImageDefaults";

describe("ProductImage", () => {
  it("has the spec's default counts: 15 hotel, 3 activity, 1 transfer images, each in WebP and JPEG", () => {
    expect(defaultImageFileCounts()).toEqual(DEFAULT_IMAGE_COUNTS);
    const image = defaultImageFor("activity", "/a.jpg");
    expect(image?.webp).toMatch(/activity-\d\d.*\.webp/);
    expect(image?.jpeg).toMatch(/activity-\d\d.*\.jpg/);
  });

  it("picks the same default for the same broken address, and spreads addresses over the defaults", () => {
    expect(defaultImageFor("hotel", "/images/hotels/1/1.jpg")).toEqual(
      defaultImageFor("hotel", "/images/hotels/1/1.jpg"),
    );
    const picked = new Set(
      Array.from({ length: 200 }, (_, n) => defaultImageFor("hotel", `/images/hotels/${n}/1.jpg`)?.jpeg),
    );
    expect(picked.size).toBeGreaterThan(10);
  });

  it("replaces a broken hotel image by a default offered as WebP first", () => {
    const { container } = render(<ProductImage src="/broken.jpg" alt="Hotel Sol" product="hotel" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/broken.jpg");
    if (img === null) throw new Error("no image");
    fireEvent.error(img);
    expect(container.querySelector("picture source")?.getAttribute("type")).toBe("image/webp");
    expect(container.querySelector("picture img")?.getAttribute("alt")).toBe("Hotel Sol");
    expect(container.querySelector("picture img")?.getAttribute("src")).toMatch(/hotel-\d\d.*\.jpg/);
  });

  it("gives a broken house or package-hotel image a hotel default (core's defaultImageChoice)", () => {
    for (const product of ["house", "flightHotel"]) {
      const { container, unmount } = render(<ProductImage src="/images/houses/7/1.jpg" alt="Casa" product={product} />);
      const img = container.querySelector("img");
      if (img === null) throw new Error("no image");
      fireEvent.error(img);
      expect(container.querySelector("picture img")?.getAttribute("src")).toBe(
        defaultImageFor("hotel", "/images/houses/7/1.jpg")?.jpeg,
      );
      unmount();
    }
  });

  it("removes a broken image of a product type without defaults", () => {
    const { container } = render(<ProductImage src="/broken.jpg" alt="Vuelo" product="flight" />);
    const img = container.querySelector("img");
    if (img === null) throw new Error("no image");
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
  });

  it("gives a new address its own chance to load", () => {
    const { container, rerender } = render(<ProductImage src="/broken.jpg" alt="x" product="flight" />);
    const img = container.querySelector("img");
    if (img === null) throw new Error("no image");
    fireEvent.error(img);
    rerender(<ProductImage src="/other.jpg" alt="x" product="flight" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/other.jpg");
  });
});

import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { HomeBackground } from "./HomeBackground";

describe("HomeBackground", () => {
  it("names the product's desktop and tablet image in the language, and no file for phones", () => {
    const { container } = renderView(<HomeBackground pageCode="flights" language="pt" />, "pt");
    const sources = [...container.querySelectorAll("picture source")].map((source) => [
      source.getAttribute("media"),
      source.getAttribute("srcset"),
    ]);
    expect(sources).toEqual([
      ["(width >= 991px)", "/images/home/flights/desktop/pt"],
      ["(width >= 768px) and (width < 991px)", "/images/home/flights/tablet/pt"],
    ]);
    const image = container.querySelector("picture img");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.hasAttribute("src")).toBe(false);
  });
});

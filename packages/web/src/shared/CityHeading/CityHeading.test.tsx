import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { CityHeading, CityHeadingStandIn } from "./CityHeading";

const KEYS = { titleKey: "packageScreens.title", fallbackKey: "packageScreens.results", className: "t" } as const;

describe("CityHeading", () => {
  it("names the city the URL gives, in the page's language", () => {
    renderView(<CityHeading city="Cancún" {...KEYS} />, "en");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Flight + hotel to Cancún");
  });

  it("reads the page's name when the URL names no city", () => {
    renderView(<CityHeading city={null} {...KEYS} />);
    expect(screen.getByRole("heading", { level: 1 }).className).toBe("t");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vuelo + hotel");
  });

  it("stands in the page's frame, heading and class as the page draws them", () => {
    const { container } = renderView(<CityHeadingStandIn pageClassName="page" city="Miami" {...KEYS} />);
    expect(container.querySelector("div.page > h1.t")?.textContent).toBe("Vuelo + hotel a Miami");
  });
});

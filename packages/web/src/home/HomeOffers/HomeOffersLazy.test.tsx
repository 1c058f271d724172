import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "../../test/fakeIntersectionObserver";
import { HomeOffersLazy } from "./HomeOffersLazy";

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock("./HomeOffersConnected", () => {
  loaded.count += 1;
  return { default: () => <p>las ofertas</p> };
});

describe("HomeOffersLazy", () => {
  const observer = fakeIntersectionObserver();

  it("holds the offers' room and loads nothing until that room enters the window", async () => {
    const { container } = render(<HomeOffersLazy />);
    const room = container.firstElementChild;
    expect(room?.getAttribute("aria-hidden")).toBe("true");
    expect(observer().targets).toEqual([room]);
    observer().send(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded.count).toBe(0);
    expect(screen.queryByText("las ofertas")).toBeNull();

    observer().send(true);
    expect(await screen.findByText("las ofertas")).not.toBeNull();
    expect(loaded.count).toBe(1);
    expect(observer().targets).toEqual([]);
  });

  it("loads the offers at once where there is no IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<HomeOffersLazy />);
    expect(await screen.findByText("las ofertas")).not.toBeNull();
  });
});

import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HomeOffersLazy } from "./HomeOffersLazy";

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock("./HomeOffersConnected", () => {
  loaded.count += 1;
  return { default: () => <p>las ofertas</p> };
});

/** A stand-in IntersectionObserver whose reports the test sends. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  send(isIntersecting: boolean) {
    act(() => this.report([{ isIntersecting }]));
  }
}

describe("HomeOffersLazy", () => {
  beforeEach(() => {
    FakeObserver.last = null;
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("holds the offers' room and loads nothing until that room enters the window", async () => {
    const { container } = render(<HomeOffersLazy />);
    const room = container.firstElementChild;
    expect(room?.getAttribute("aria-hidden")).toBe("true");
    expect(FakeObserver.last?.targets).toEqual([room]);
    FakeObserver.last?.send(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded.count).toBe(0);
    expect(screen.queryByText("las ofertas")).toBeNull();

    FakeObserver.last?.send(true);
    expect(await screen.findByText("las ofertas")).not.toBeNull();
    expect(loaded.count).toBe(1);
    expect(FakeObserver.last?.targets).toEqual([]);
  });

  it("loads the offers at once where there is no IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<HomeOffersLazy />);
    expect(await screen.findByText("las ofertas")).not.toBeNull();
  });
});

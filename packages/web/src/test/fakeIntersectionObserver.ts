import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** A stand-in IntersectionObserver whose reports the test sends. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  /** Every observer made in the test, the oldest first. */
  static made: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly rootMargin: string;
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? "0px";
    FakeIntersectionObserver.last = this;
    FakeIntersectionObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  send(isIntersecting: boolean, height = 0) {
    this.sendAll([isIntersecting], height);
  }
  /** Several reports in one callback, the oldest first, as the browser queues them. */
  sendAll(states: readonly boolean[], height = 0) {
    act(() =>
      this.report(
        states.map((isIntersecting) => ({ isIntersecting, boundingClientRect: { height } as DOMRectReadOnly })),
      ),
    );
  }
}

/**
 * Puts a {@link FakeIntersectionObserver} in place of the global one around each test of the enclosing `describe`
 * (every stubbed global is restored after each test, so a test may also stub others, or remove this one), and
 * returns a getter for the latest observer made, which fails the test where none was; `observer.all(rootMargin)` lists
 * the live observers made with that margin (those observing something), the oldest first.
 */
export const fakeIntersectionObserver = () => {
  beforeEach(() => {
    FakeIntersectionObserver.last = null;
    FakeIntersectionObserver.made = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const latest = () => {
    if (FakeIntersectionObserver.last === null) throw new Error("no IntersectionObserver was made");
    return FakeIntersectionObserver.last;
  };
  return Object.assign(latest, {
    all: (rootMargin: string) =>
      FakeIntersectionObserver.made.filter((made) => made.rootMargin === rootMargin && made.targets.length > 0),
  });
};

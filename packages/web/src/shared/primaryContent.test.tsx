import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AfterHydration } from "./afterHydration";
import { resetWidgetsHold, useWidgetsWaitFor, WIDGETS_HOLD_LIMIT_MS, whenWidgetsMayLoad } from "./primaryContent";

/** A page whose main content is shown or still loading, beside a widget whose code it counts being asked for. */
const Page = ({ contentShown, load }: { readonly contentShown: boolean; readonly load: () => Promise<unknown> }) => {
  useWidgetsWaitFor(contentShown);
  return (
    <>
      <p>{contentShown ? "the rooms" : "loading rooms"}</p>
      <AfterHydration fallback={<button type="button">menu placeholder</button>} load={load}>
        <button type="button">menu</button>
      </AfterHydration>
    </>
  );
};

/** Runs the timers and the promise callbacks they release (rAF included: fake timers drive it too). */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the widgets wait for the page's main content", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  });
  afterEach(async () => {
    // Every part's switch turn ends under fake timers (the turns are shared by the worker's next files).
    await pass(2 * WIDGETS_HOLD_LIMIT_MS);
    vi.useRealTimers();
    resetWidgetsHold();
  });

  it("asks for a widget's code at once when no page holds it", async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page contentShown load={load} />);
    await pass(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "menu" })).toBeDefined();
  });

  it("asks for it only after the frame that shows the content, while the page loads", async () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Page contentShown={false} load={load} />);
    await pass(500);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "menu placeholder" })).toBeDefined();
    rerender(<Page contentShown load={load} />);
    expect(load).not.toHaveBeenCalled();
    await pass(50);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "menu" })).toBeDefined();
  });

  it("never holds a widget longer than the limit", async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page contentShown={false} load={load} />);
    await pass(WIDGETS_HOLD_LIMIT_MS - 10);
    expect(load).not.toHaveBeenCalled();
    await pass(20);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets every widget load at the visitor's first press, and holds none after it", async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page contentShown={false} load={load} />);
    await pass(100);
    fireEvent.pointerDown(screen.getByRole("button", { name: "menu placeholder" }));
    await pass(1);
    expect(load).toHaveBeenCalledTimes(1);
    // A page drawn later in the visit (a client navigation) no longer holds anything.
    let ready = false;
    void whenWidgetsMayLoad().then(() => {
      ready = true;
    });
    await pass(0);
    expect(ready).toBe(true);
  });

  it("lets go when the loading page leaves, and counts every page that holds", async () => {
    const load = vi.fn(() => Promise.resolve());
    const first = render(<Page contentShown={false} load={() => Promise.resolve()} />);
    const second = render(<Page contentShown={false} load={load} />);
    first.unmount();
    await pass(100);
    expect(load).not.toHaveBeenCalled();
    second.rerender(<Page contentShown load={load} />);
    await pass(50);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

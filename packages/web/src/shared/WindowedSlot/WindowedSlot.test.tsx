import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "../../test/fakeIntersectionObserver";
import { WindowedSlot } from "./WindowedSlot";

const slot = (shown: boolean) => (
  <WindowedSlot initiallyShown={shown} label="Hotel Sol">
    <article>
      <h2>Hotel Sol</h2>
      <button type="button">Detalle</button>
    </article>
  </WindowedSlot>
);

describe("WindowedSlot", () => {
  const observer = fakeIntersectionObserver();

  it("draws its content near the window and an empty block with the name as a heading away from it", () => {
    render(slot(false));
    expect(screen.getByRole("article").textContent).toBe("Hotel Sol");
    expect(screen.getByRole("heading", { name: "Hotel Sol" }).closest("article")).not.toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    observer().send(true);
    expect(screen.getByRole("button", { name: "Detalle" })).not.toBeNull();
    observer().send(false, 412);
    expect(screen.queryByRole("button")).toBeNull();
    const block = screen.getByRole("article").parentElement;
    expect(block?.style.blockSize).toBe("412px");
  });

  it("follows the latest of several queued reports (a busy page, a fast scroll there and back)", () => {
    render(slot(false));
    observer().sendAll([false, true]);
    expect(screen.getByRole("button", { name: "Detalle" })).not.toBeNull();
    observer().sendAll([true, false], 380);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("article").parentElement?.style.blockSize).toBe("380px");
  });

  it("keeps an item drawn once something inside it had the focus", () => {
    render(slot(true));
    expect(screen.getByRole("article")).not.toBeNull();
    fireEvent.focus(screen.getByRole("button", { name: "Detalle" }));
    observer().send(false, 300);
    expect(screen.getByRole("button", { name: "Detalle" })).not.toBeNull();
  });

  it("draws everything where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(slot(false));
    expect(screen.getByRole("button", { name: "Detalle" })).not.toBeNull();
  });

  describe("heights", () => {
    let height = 350;
    const idle: (() => void)[] = [];
    beforeEach(() => {
      height = 350;
      idle.length = 0;
      vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
        // Only a drawn card has its real height; the stand-in block is the estimate.
        return { height: this.querySelector("button") === null ? 416 : height } as DOMRect;
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** Every slot given a measureOrder comes within a few screens of the window. */
    const approach = () => {
      for (const made of observer.all("2400px 0px")) made.send(true);
    };

    it("measures the items given a measureOrder one at a time, lowest first, without leaving them drawn", () => {
      render(
        <>
          <WindowedSlot initiallyShown={false} label="Hotel Luna" measureOrder={1}>
            <button type="button">Luna</button>
          </WindowedSlot>
          <WindowedSlot initiallyShown={false} label="Hotel Sol" measureOrder={0}>
            <button type="button">Sol</button>
          </WindowedSlot>
        </>,
      );
      const blockOf = (name: string) => screen.getByRole("heading", { name }).closest("article")?.parentElement;
      expect(blockOf("Hotel Sol")?.style.blockSize).toBe("");
      // Far from the window, nothing is measured.
      expect(idle).toHaveLength(0);
      approach();
      // One turn at a time: Sol (order 0) first.
      expect(idle).toHaveLength(1);
      act(() => idle.shift()?.());
      expect(screen.queryByRole("button")).toBeNull();
      expect(blockOf("Hotel Sol")?.style.blockSize).toBe("350px");
      expect(blockOf("Hotel Luna")?.style.blockSize).toBe("");
      height = 280;
      act(() => idle.shift()?.());
      expect(blockOf("Hotel Luna")?.style.blockSize).toBe("280px");
      expect(idle).toHaveLength(0);
    });

    it("keeps its measured height when its content changes (the results page's slots keyed by position)", () => {
      const page = (name: string, order: number) => (
        <WindowedSlot key="slot-0" initiallyShown={false} label={name} measureOrder={order}>
          <button type="button">{name}</button>
        </WindowedSlot>
      );
      const { rerender } = render(page("Hotel Sol", 0));
      approach();
      act(() => idle.shift()?.());
      expect(idle).toHaveLength(0);
      // A filter click: another hotel in the same place, the list one shorter (another order): no second draw.
      rerender(page("Hotel Luna", 1));
      act(() => idle.shift()?.());
      expect(screen.queryByRole("button")).toBeNull();
      expect(
        screen.getByRole("heading", { name: "Hotel Luna" }).closest("article")?.parentElement?.style.blockSize,
      ).toBe("350px");
      expect(idle).toHaveLength(0);
    });

    /** The last slot before the pager, holding one hotel's card (a button named after it). */
    const lastSlot = (name: string) => (
      <WindowedSlot key="slot-0" initiallyShown={false} label={name} measureOrder={0} contentKey={name}>
        <button type="button">{name}</button>
      </WindowedSlot>
    );

    it("is measured again for new content when given a contentKey (the last screen before the pager)", () => {
      const { rerender } = render(lastSlot("Hotel Sol"));
      approach();
      act(() => idle.shift()?.());
      height = 280;
      rerender(lastSlot("Hotel Luna"));
      const block = () => screen.getByRole("heading", { name: "Hotel Luna" }).closest("article")?.parentElement;
      // Until its turn, the last height holds the place.
      expect(block()?.style.blockSize).toBe("350px");
      act(() => idle.shift()?.());
      expect(screen.queryByRole("button")).toBeNull();
      expect(block()?.style.blockSize).toBe("280px");
    });

    it("leaves a slot far from the window unmeasured, even when its content changes, and gives up a turn it left", () => {
      const { rerender } = render(lastSlot("Hotel Sol"));
      approach();
      act(() => idle.shift()?.());
      const [far] = observer.all("2400px 0px");
      far?.send(false);
      // A filter click far from the slot: the last height holds the place, nothing is drawn to measure it.
      height = 280;
      rerender(lastSlot("Hotel Luna"));
      expect(idle).toHaveLength(0);
      const block = () => screen.getByRole("heading", { name: "Hotel Luna" }).closest("article")?.parentElement;
      expect(block()?.style.blockSize).toBe("350px");
      // Scrolled towards it: measured for its new card; scrolled away before its turn: the turn is given up.
      far?.send(true);
      expect(idle).toHaveLength(1);
      far?.send(false);
      act(() => idle.shift()?.());
      expect(screen.queryByRole("button")).toBeNull();
      expect(block()?.style.blockSize).toBe("350px");
      far?.send(true);
      act(() => idle.shift()?.());
      expect(block()?.style.blockSize).toBe("280px");
    });

    it("follows a drawn item's height (ResizeObserver) and keeps the last one when put away", () => {
      let resized: ResizeObserverCallback = () => undefined;
      vi.stubGlobal(
        "ResizeObserver",
        class {
          constructor(callback: ResizeObserverCallback) {
            resized = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      render(slot(true));
      act(() =>
        resized(
          [{ borderBoxSize: [{ blockSize: 505 }], contentRect: { height: 505 } } as unknown as ResizeObserverEntry],
          {} as ResizeObserver,
        ),
      );
      observer().send(false, 0);
      expect(screen.getByRole("article").parentElement?.style.blockSize).toBe("505px");
    });

    it("reads no layout in the commit that draws an item to be seen, or gives it new content: the ResizeObserver reports", () => {
      const observed: Element[] = [];
      vi.stubGlobal(
        "ResizeObserver",
        class {
          observe(element: Element) {
            observed.push(element);
          }
          disconnect() {}
        },
      );
      const read = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
      const page = (name: string) => (
        <WindowedSlot key="slot-0" initiallyShown={true} label={name} contentKey={name}>
          <button type="button">{name}</button>
        </WindowedSlot>
      );
      const { rerender } = render(page("Hotel Sol"));
      // A filter click: the slot on screen takes another hotel.
      rerender(page("Hotel Luna"));
      expect(read).not.toHaveBeenCalled();
      expect(observed).toHaveLength(2);
    });
  });
});

import { act, fireEvent, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderView } from "../../../test/renderView";
import { VirtualList, type VirtualListProps } from "./VirtualList";

const card = (label: string) => (index: number) => <p>{`${label} ${index + 1}`}</p>;

const List = (props: Omit<VirtualListProps, "estimateSize" | "label"> & { readonly estimateSize?: number }) => (
  <VirtualList estimateSize={420} label="Resultados" {...props} />
);

describe("VirtualList", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the cards near the window, in order", () => {
    renderView(<List count={3} renderItem={card("Solución")} />);
    expect(screen.getByRole("list", { name: "Resultados" })).toBeTruthy();
    expect(screen.getByText("Solución 1")).toBeTruthy();
  });

  it("draws the rows in view from its first render: no second pass once the window is read", () => {
    // jsdom's window is 768 px high: with cards estimated at 300 px, rows 1 to 3 are in view (and one more beyond).
    let commits = 0;
    renderView(
      <Profiler id="list" onRender={() => commits++}>
        <List count={10} estimateSize={300} renderItem={card("Solución")} />
      </Profiler>,
    );
    expect(screen.getByText("Solución 4")).toBeTruthy();
    expect(commits).toBe(1);
  });

  it("reads the list's offset once the browser has laid it out, never while drawing (a read there lays the page out)", () => {
    // The browser's ResizeObserver calls back after the layout that follows the commit: here, when the test says so.
    const observed: ResizeObserverCallback[] = [];
    vi.spyOn(globalThis, "ResizeObserver").mockImplementation(function (this: ResizeObserver, callback) {
      observed.push(callback);
      return Object.assign(this, { observe: () => {}, unobserve: () => {}, disconnect: () => {} });
    });
    const offsetTop = vi.spyOn(HTMLElement.prototype, "offsetTop", "get").mockReturnValue(120);
    const view = renderView(<List count={3} renderItem={card("A")} />);
    const listReads = () => offsetTop.mock.contexts.filter((element) => element instanceof HTMLOListElement).length;
    expect(listReads()).toBe(0);
    act(() => {
      for (const callback of observed) callback([], {} as ResizeObserver);
    });
    expect(listReads()).toBe(1);
    view.rerender(<List count={2} renderItem={card("B")} />);
    view.rerender(<List count={3} renderItem={card("C")} />);
    expect(screen.getByText("C 1")).toBeTruthy();
    expect(listReads()).toBe(1);
  });

  it("never reads the window's size as it mounts (a read lays the page out), and follows a resize", () => {
    const height = vi.spyOn(window, "innerHeight", "get");
    const width = vi.spyOn(window, "innerWidth", "get");
    renderView(<List count={40} estimateSize={300} renderItem={card("A")} />);
    expect(screen.queryByText("A 6")).toBeNull();
    expect(height).not.toHaveBeenCalled();
    expect(width).not.toHaveBeenCalled();
    // The window grows to 1,800 px: rows 1 to 6 are in view (and one more beyond).
    height.mockReturnValue(1800);
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(screen.getByText("A 6")).toBeTruthy();
  });

  it("does not scroll the window to where it already is as it mounts (a scroll lays the page out)", () => {
    const scrolls = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    vi.spyOn(window, "scrollY", "get").mockReturnValue(1200);
    renderView(<List count={40} estimateSize={300} renderItem={card("A")} />);
    expect(screen.getByText("A 5")).toBeTruthy();
    expect(scrolls).not.toHaveBeenCalled();
  });

  it("never reads a row's height from the element, as rows mount or a new reply is drawn (a read lays the page out)", () => {
    const heights = [
      vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(400),
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect"),
    ];
    const view = renderView(<List count={3} renderItem={card("A")} />);
    view.rerender(<List count={3} renderItem={card("B")} />);
    expect(screen.getByText("B 1")).toBeTruthy();
    const rowReads = heights.flatMap((spy) => spy.mock.contexts).filter((element) => element instanceof HTMLLIElement);
    expect(rowReads).toEqual([]);
  });

  it("keeps the first card drawn wherever the window is, when asked to", () => {
    vi.spyOn(window, "scrollY", "get").mockReturnValue(9000);
    const view = renderView(<List count={40} renderItem={card("A")} />);
    expect(screen.getByText("A 22")).toBeTruthy();
    expect(screen.queryByText("A 1")).toBeNull();
    view.rerender(<List count={40} renderItem={card("A")} keepFirst />);
    expect(screen.getByText("A 1")).toBeTruthy();
    expect(screen.getByText("A 22")).toBeTruthy();
  });

  describe("the footer under the pointer or the focus stays still while a row above it is measured again", () => {
    /** A ResizeObserver whose reports the test sends (the virtualiser's rows report their heights through it). */
    class ReportingObserver {
      static made: ReportingObserver[] = [];
      readonly targets = new Set<Element>();
      constructor(readonly report: ResizeObserverCallback) {
        ReportingObserver.made.push(this);
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      unobserve(target: Element) {
        this.targets.delete(target);
      }
      disconnect() {
        this.targets.clear();
      }
    }

    /** The first row now measures `height` pixels, as its observer reports after the browser's layout. */
    const firstRowMeasures = (height: number) => {
      const row = screen.getByText("A 1").closest("li");
      const observer = ReportingObserver.made.find((made) => row !== null && made.targets.has(row));
      if (row === null || observer === undefined) throw new Error("the first row is not observed");
      const entry = { target: row, borderBoxSize: [{ blockSize: height, inlineSize: 600 }] };
      act(() => observer.report([entry as unknown as ResizeObserverEntry], observer as unknown as ResizeObserver));
    };

    const drawWithFooter = () => {
      ReportingObserver.made = [];
      vi.stubGlobal("ResizeObserver", ReportingObserver);
      // The footer is on the screen; the window is at the top of the page.
      vi.spyOn(HTMLDivElement.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 500, 600, 60));
      const scrolls = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
      renderView(<List count={3} renderItem={card("A")} footer={<button type="button">Siguiente</button>} />);
      return { scrolls, footer: screen.getByRole("button", { name: "Siguiente" }) };
    };

    afterEach(() => vi.unstubAllGlobals());

    it("moves the scroll by as much as a row grows while the pointer is on the footer", () => {
      const { scrolls, footer } = drawWithFooter();
      fireEvent.pointerEnter(footer.parentElement as HTMLElement);
      firstRowMeasures(500);
      expect(scrolls).toHaveBeenLastCalledWith(expect.objectContaining({ top: 80 }));
    });

    it("does so while the focus is in the footer (a pager pressed with the keyboard)", () => {
      const { scrolls, footer } = drawWithFooter();
      fireEvent.focusIn(footer);
      firstRowMeasures(380);
      expect(scrolls).toHaveBeenLastCalledWith(expect.objectContaining({ top: -40 }));
    });

    it("leaves the scroll alone for a row at the top of the window once the pointer and the focus have left", () => {
      const { scrolls, footer } = drawWithFooter();
      fireEvent.pointerEnter(footer.parentElement as HTMLElement);
      fireEvent.pointerLeave(footer.parentElement as HTMLElement);
      firstRowMeasures(500);
      expect(scrolls).not.toHaveBeenCalledWith(expect.objectContaining({ top: 80 }));
    });
  });
});

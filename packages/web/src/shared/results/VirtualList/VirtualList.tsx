import {
  defaultRangeExtractor,
  type Range,
  type Rect,
  useWindowVirtualizer,
  type Virtualizer,
  windowScroll,
} from "@tanstack/react-virtual";
import { type ReactNode, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { subscribeViewportSize, viewportSize } from "../../viewportSize";
import styles from "./VirtualList.module.css";

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  readonly count: number;
  /** The card at a place of the list; rows are kept by place, so a new reply writes its cards into the same rows. */
  readonly renderItem: (index: number) => ReactNode;
  /** The list's accessible name. */
  readonly label: string;
  /** A row's height in pixels before it is measured: about a usual card's, so that little moves when it is. */
  readonly estimateSize: number;
  /** Drawn right after the list (the pager): held still while the rows above it are measured (see below). */
  readonly footer?: ReactNode;
  /**
   * The first card stays drawn wherever the window is (one card more in the DOM): the list's first result is always
   * there to be read, whatever was scrolled to.
   */
  readonly keepFirst?: boolean;
  /** The list's own class, beside its layout (e.g. dimmed while a reply loads; `--virtual-list-gap`). */
  readonly className?: string;
}

/**
 * A row's height: from its ResizeObserver's report (after the browser's own layout, before the paint), else the height
 * last known for that row, else the estimate. Never read from the element: TanStack Virtual's default reads
 * `offsetHeight` when a row mounts, which lays the page out in the middle of React's commit. When a reply's cards
 * first appeared, that layout was a third of the task; the observer reports the same heights in the frame's own layout,
 * before anything is painted.
 */
const rowHeight = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number => {
  const box = entry?.borderBoxSize?.[0];
  if (box !== undefined) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
};

/**
 * The window's size as kept since the last resize (viewportSize.ts), never read from the window: TanStack Virtual's
 * default reads `innerWidth` and `innerHeight` as the list mounts, and with the page's new content pending that read
 * laid the page out in the middle of the commit (69 ms of a 125 ms task of the hotel results' load, CPU 4×).
 */
const observeViewport = (_instance: Virtualizer<Window, Element>, onSize: (rect: Rect) => void) => {
  onSize(viewportSize());
  return subscribeViewportSize(() => onSize(viewportSize()));
};

/** The virtualisers that have made their first scroll write (the one as the list mounts). */
const mountWritten = new WeakSet<Virtualizer<Window, Element>>();

/**
 * TanStack Virtual's window scroll without its first write: as the list mounts it scrolls the window to the offset
 * read as the list was first drawn, where the window already is (or, had the person scrolled since, back from where
 * they went), and `scrollTo` lays the page out first (66 ms of a 131 ms task of the hotel results' load, CPU 4×, once
 * the size read above was gone). Every later write is made as asked: one to the offset the virtualiser holds may move
 * the window (a held footer's adjustment, kept while the window could not be written, is written so).
 */
const scrollWindow = (
  offset: number,
  options: Parameters<typeof windowScroll>[1],
  instance: Virtualizer<Window, Element>,
): void => {
  const first = !mountWritten.has(instance);
  mountWritten.add(instance);
  if (first && (options.adjustments ?? 0) === 0 && options.behavior === undefined) return;
  windowScroll(offset, options, instance);
};

/** The rows near the window, and the first row wherever the window is. */
const withFirst = (range: Range): number[] => {
  const drawn = defaultRangeExtractor(range);
  return range.count === 0 || drawn[0] === 0 ? drawn : [0, ...drawn];
};

/**
 * The cards of a results page, virtualised against the window with TanStack Virtual: only the cards near the viewport
 * are in the DOM (a results page holds at most 800 elements; a card is 50 to 150), each measured once drawn, so an
 * opened detail grows its row.
 *
 * Rows are keyed by place, not by result: a filter, sort or page click answers other results in the same rows, and
 * each row keeps its element and its measured height, so the new reply only rewrites the texts that differ (no card
 * built from scratch, no second pass to place rows measured at the estimate). A card's own state follows its result.
 *
 * The footer (the pager) does not move under a person's pointer or focus: while either is in it, every row measured
 * again (the next page's cards, taller or shorter than the last page's) and every change above the list moves the
 * scroll by as much, as the browser's scroll anchoring would do for the pager. Otherwise TanStack Virtual keeps the
 * rows at the top of the window still, its default.
 */
export const VirtualList = ({
  count,
  renderItem,
  label,
  estimateSize,
  footer,
  keepFirst = false,
  className,
}: VirtualListProps) => {
  const listRef = useRef<HTMLOListElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  // The list's distance from the top of the page, not read while rendering: a read during a render forces the browser
  // to lay out the page as it stands (e.g. right after a filter click) and again once the render is committed.
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    measureElement: rowHeight,
    // One card beyond each edge of the window: cards are tall (a screen holds two or three), and every one drawn adds
    // 50 to 150 elements to the page.
    overscan: 1,
    scrollMargin,
    // The window's size from the first render on (as kept since the last resize: no layout of its own): from TanStack
    // Virtual's default (0 × 0) the rows in view were drawn only once its layout effect had read the window, a second
    // render of the list in the commit's own task (a long task of a results page's load, 2026-12-04).
    initialRect: viewportSize(),
    observeElementRect: observeViewport,
    scrollToFn: scrollWindow,
    ...(keepFirst ? { rangeExtractor: withFirst } : {}),
    // The virtualizer writes the rows' positions and the list's height itself, in the frame that measured them (its
    // ResizeObserver runs before that frame's paint), and React draws again only when the drawn rows change. A new
    // reply whose cards are shorter or taller than the last ones is placed before its first paint.
    directDomUpdates: true,
    // `top`, not the default translate3d: a 3D transform gives every row a compositor layer of its own, and a page of
    // tall cards then cost more main-thread paint per click than it saved.
    directDomUpdatesMode: "position",
  });
  // The pointer or the focus is in the footer: while the footer is on the screen, it is held still.
  const held = useRef({ pointer: false, focus: false });
  const footerHeld = useCallback(() => {
    const box = footerRef.current?.getBoundingClientRect();
    return (
      (held.current.pointer || held.current.focus) &&
      box !== undefined &&
      box.bottom > 0 &&
      box.top < window.innerHeight
    );
  }, []);
  // Followed with the DOM's own events: the footer only observes where the pointer and the focus are.
  useEffect(() => {
    const element = footerRef.current;
    if (element === null) return;
    const hold = (part: "pointer" | "focus", on: boolean) => () => {
      held.current[part] = on;
      // Every row's size change then moves the scroll by as much (TanStack Virtual's hook for it); otherwise its
      // default, which keeps the rows at the top of the window still.
      virtualizer.shouldAdjustScrollPositionOnItemSizeChange =
        held.current.pointer || held.current.focus ? footerHeld : undefined;
    };
    const listeners = [
      ["pointerenter", hold("pointer", true)],
      ["pointerleave", hold("pointer", false)],
      ["focusin", hold("focus", true)],
      ["focusout", hold("focus", false)],
    ] as const;
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [virtualizer, footerHeld]);
  // Read by a ResizeObserver of the page's body: first once the list is laid out, then whenever the body changes size
  // (anything above the list grew or shrank). Its callback runs once the browser has laid the page out, so the read
  // costs no layout of its own (read in the commit, it laid the page out in the middle of the load's longest task), and
  // an unchanged value draws nothing.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    // In the background: the rows drawn for a margin of 0 cover those of the real one (the list only starts lower), so
    // the commit that drew the list paints without waiting for that render.
    const read = () => {
      const margin = list.offsetTop;
      startTransition(() => setScrollMargin(margin));
    };
    if (typeof ResizeObserver === "undefined") return read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const setList = useCallback(
    (node: HTMLOListElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );
  return (
    <>
      <ol
        ref={setList}
        className={className === undefined ? styles.list : `${styles.list} ${className}`}
        aria-label={label}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={styles.item}>
            {renderItem(item.index)}
          </li>
        ))}
      </ol>
      {footer === undefined ? null : <div ref={footerRef}>{footer}</div>}
    </>
  );
};

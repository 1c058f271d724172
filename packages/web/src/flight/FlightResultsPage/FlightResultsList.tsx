import { useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from "react";
import styles from "./FlightResultsPage.module.css";

/** Props of {@link FlightResultsList}. */
export interface FlightResultsListProps {
  readonly count: number;
  readonly renderItem: (index: number) => ReactNode;
  readonly label: string;
}

/** A card's height before it is measured (a round trip with two flights per leg). */
const ESTIMATED_CARD_PX = 420;

/**
 * A row's height: from its ResizeObserver's report (after the browser's own layout, before the paint), else the height
 * last known for that row, else the estimate. Never read from the element: TanStack Virtual's default reads
 * `offsetHeight` when a row mounts, which lays the page out in the middle of React's commit. When a reply's cards
 * first appeared, that layout was ~14 ms inside a ~40 ms task (no CPU slowdown; Lighthouse scales it 4×); the
 * observer reports the same heights in the frame's own layout, before anything is painted.
 */
const rowHeight = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number => {
  const box = entry?.borderBoxSize?.[0];
  if (box !== undefined) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? ESTIMATED_CARD_PX;
};

/**
 * The solution cards, virtualised against the window with TanStack Virtual: only the cards near the viewport are in
 * the DOM, each measured once drawn (so an opened detail grows its row), whatever the number of solutions.
 *
 * Rows are keyed by position, not by solution: a filter, sort or page click answers other solutions in the same rows,
 * and each row keeps its element and its measured height, so the new reply only rewrites the texts that differ
 * (no card built from scratch, no second pass to place rows measured at the estimate). A card's own state follows
 * its solution (FlightSolutionCardConnected).
 */
export const FlightResultsList = ({ count, renderItem, label }: FlightResultsListProps) => {
  const listRef = useRef<HTMLOListElement>(null);
  // The list's distance from the top of the page, not read while rendering: a read during a render forces the browser
  // to lay out the page as it stands (e.g. right after a filter click) and again once the render is committed, ~5 ms
  // per click at 4x CPU slowdown.
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ESTIMATED_CARD_PX,
    measureElement: rowHeight,
    // One card beyond each edge of the window: cards are tall (a screen holds two or three), and every one drawn
    // adds 60 to 150 elements to the page (the budget is 800 in all).
    overscan: 1,
    scrollMargin,
    // The virtualizer writes the rows' positions and the list's height itself, in the frame that measured them (its
    // ResizeObserver runs before that frame's paint), and React draws again only when the drawn rows change. A new
    // reply whose cards are shorter or taller than the last ones is placed before its first paint, not in a second
    // render and frame.
    directDomUpdates: true,
    // `top`, not the default translate3d: a 3D transform gives every row a compositor layer of its own, and a page of
    // 1,500 px cards (the 'Relevancia' sort) then cost more main-thread paint per click than it saved.
    directDomUpdatesMode: "position",
  });
  // A row's measured height belongs to the card it last held: a new reply (a new `renderItem`) can put a 1,500 px card
  // where a 550 px one was, or the reverse. The row's ResizeObserver reports the new height in the frame's layout,
  // before the paint, and the virtualizer places the rows then (`rowHeight`): nothing is painted at the old heights.
  // Read once drawn, then whenever the page's body changes size (anything above the list grew or shrank): a
  // ResizeObserver's callback runs once the browser has laid the page out, so the read costs no layout of its own, and
  // an unchanged value draws nothing.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const read = () => setScrollMargin(list.offsetTop);
    read();
    if (typeof ResizeObserver === "undefined") return;
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
    <ol ref={setList} className={styles.list} aria-label={label}>
      {virtualizer.getVirtualItems().map((item) => (
        <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={styles.item}>
          {renderItem(item.index)}
        </li>
      ))}
    </ol>
  );
};

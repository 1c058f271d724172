import { useWindowVirtualizer } from "@tanstack/react-virtual";
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
  // where a 550 px one was, or the reverse. The drawn rows are measured again before the browser paints, so the rows
  // are placed, and rows entering or leaving the range drawn, in this frame (an update from a layout effect renders
  // synchronously), not after a paint at the old heights.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `renderItem` is a new reply drawn: the trigger
  useLayoutEffect(() => {
    for (const row of listRef.current?.children ?? []) {
      if (row instanceof HTMLLIElement) virtualizer.measureElement(row);
    }
  }, [renderItem, virtualizer]);
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

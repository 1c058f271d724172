import { type ReactNode, useEffect, useRef, useState } from "react";
import styles from "./WindowedSlot.module.css";

/** Props of {@link WindowedSlot}. */
export interface WindowedSlotProps {
  /** Drawn before the first intersection report: the items the first screen shows. */
  readonly initiallyShown: boolean;
  /** Kept while the content is not drawn, as an article's heading (e.g. the hotel's name). */
  readonly label: string;
  readonly children: ReactNode;
}

/** How far beyond the window (above and below) an item is drawn before it scrolls in. */
const MARGIN = "600px 0px";

/**
 * One item of a long list drawn only while it is near the window (issue 11: the results page holds at most 800
 * elements; a card is some 50). Away from it, the item is an empty block of the height it last had (or the card's
 * estimate) holding an article with its name as a hidden heading (assistive technology still lists every card), so neither the scroll bar nor the page below moves. Once a person
 * has focused something inside (a tab, the share menu, a checkbox), the item stays drawn: its open parts and the focus
 * are never lost. Without IntersectionObserver (tests, old browsers) everything is drawn.
 */
export const WindowedSlot = ({ initiallyShown, label, children }: WindowedSlotProps) => {
  const slot = useRef<HTMLDivElement>(null);
  const height = useRef<number | null>(null);
  const [near, setNear] = useState(initiallyShown);
  const [pinned, setPinned] = useState(false);
  const drawn = useRef(near || pinned);
  drawn.current = near || pinned;
  useEffect(() => {
    const element = slot.current;
    if (element === null || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // Several reports can queue for the slot before the callback runs (a busy main thread, a fast scroll, a
        // resize and its undoing): the last one is the slot's state now. Reading the first left a slot blank after
        // it had come back into view.
        const entry = entries.at(-1);
        if (entry === undefined) return;
        // Measured while still drawn: the block that replaces it keeps its height.
        if (!entry.isIntersecting && drawn.current) height.current = entry.boundingClientRect.height;
        setNear(entry.isIntersecting);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (near || pinned) {
    return (
      <div ref={slot} className={styles.slot} onFocusCapture={() => setPinned(true)}>
        {children}
      </div>
    );
  }
  return (
    <div
      ref={slot}
      className={`${styles.slot} ${styles.away}`}
      style={height.current === null ? undefined : { blockSize: height.current }}
    >
      <article>
        <h2 className="visually-hidden">{label}</h2>
      </article>
    </div>
  );
};

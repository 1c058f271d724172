import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import styles from "./WindowedSlot.module.css";

/** Props of {@link WindowedSlot}. */
export interface WindowedSlotProps {
  /** Drawn before the first intersection report: the items the first screen shows. */
  readonly initiallyShown: boolean;
  /** Kept while the content is not drawn, as an article's heading (e.g. the hotel's name). */
  readonly label: string;
  /**
   * Measure the item once, early, before it comes near the window: slots with a number are drawn one at a time in
   * idle time, lowest number first, once they are within a few screens of the window ({@link MEASURE_MARGIN}), laid
   * out, measured and put away before the browser paints them. Give the items just above whatever follows the list
   * (the pager) the lowest numbers, so that nothing there moves when they scroll in.
   */
  readonly measureOrder?: number;
  /**
   * What the slot shows (e.g. the hotel's id), for a slot kept while its content changes (a list keyed by position):
   * a slot with a `measureOrder` is measured early again when it changes. Without it, the first measure stands.
   */
  readonly contentKey?: string;
  readonly children: ReactNode;
}

/** How far beyond the window (above and below) an item is drawn before it scrolls in. */
const MARGIN = "600px 0px";
/**
 * How far beyond the window an item with a `measureOrder` is measured early: some two screens before it is drawn, so
 * that a person scrolling towards it finds it measured. Farther away, nothing is drawn: a filter, sort or page click
 * near the top of the list draws the new cards into the slots on screen only (measuring the last screen's new cards
 * at every click, one idle turn each, kept the list changing ~0.5 s after the reply at 4x CPU slowdown), and a slot
 * never scrolled to is never drawn.
 */
const MEASURE_MARGIN = "2400px 0px";

interface Waiting {
  readonly order: number;
  readonly grant: () => void;
}

/** Slots waiting for their early measure, lowest order first; one holds the turn at a time. */
const waiting: Waiting[] = [];
let turnTaken = false;

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
};

const nextTurn = () => {
  if (turnTaken || waiting.length === 0) return;
  turnTaken = true;
  // The lowest order waiting when the browser is idle (the list mounts top to bottom, the end goes first).
  whenIdle(() => {
    const next = waiting.shift();
    if (next === undefined) turnTaken = false;
    else next.grant();
  });
};

const queueMeasure = (entry: Waiting) => {
  const at = waiting.findIndex((other) => other.order > entry.order);
  if (at === -1) waiting.push(entry);
  else waiting.splice(at, 0, entry);
  nextTurn();
};

/** Keeps a measured height; 0 is no measure (an element not laid out). */
const record = (height: { current: number | null }, value: number) => {
  if (value > 0) height.current = value;
};

const endTurn = () => {
  turnTaken = false;
  nextTurn();
};

/**
 * One item of a long list drawn only while it is near the window (issue 11: the results page holds at most 800
 * elements; a card is some 50). Away from it, the item is an empty block of the height it had when last drawn (its
 * real height, followed with a ResizeObserver while drawn) or, never drawn, the card's estimate, holding an article
 * with its name as a hidden heading (assistive technology still lists every card), so neither the scroll bar nor the
 * page below moves. Items given a `measureOrder` are measured early, so that even the first time they scroll in
 * nothing after them moves (the pager under a person's pointer). Once a person has focused something inside (a tab,
 * the share menu, a checkbox), the item stays drawn: its open parts and the focus are never lost. Without
 * IntersectionObserver (tests, old browsers) everything is drawn.
 */
export const WindowedSlot = ({ initiallyShown, label, measureOrder, contentKey, children }: WindowedSlotProps) => {
  const slot = useRef<HTMLDivElement>(null);
  const height = useRef<number | null>(null);
  // The content the height belongs to.
  const measuredKey = useRef(contentKey);
  const [near, setNear] = useState(initiallyShown);
  // Within MEASURE_MARGIN of the window: its early measure may take its turn.
  const [approaching, setApproaching] = useState(false);
  const [pinned, setPinned] = useState(false);
  // Drawn only to be measured (its turn in the queue): laid out, measured and put away before any paint.
  const [measuring, setMeasuring] = useState(false);
  const drawn = near || pinned || measuring;
  const drawnNow = useRef(drawn);
  drawnNow.current = drawn;
  const measured = measureOrder !== undefined;
  // Made before the drawing observer below (effects run in order): the latest observer is the slot's drawing one.
  useEffect(() => {
    const element = slot.current;
    if (!measured || element === null || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry !== undefined) setApproaching(entry.isIntersecting);
      },
      { rootMargin: MEASURE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [measured]);
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
        if (!entry.isIntersecting && drawnNow.current) record(height, entry.boundingClientRect.height);
        setNear(entry.isIntersecting);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The early measure, once within MEASURE_MARGIN: wait for a turn, then draw once (unless already measured or drawn by
  // then). Leaving the margin before its turn gives the turn up.
  useEffect(() => {
    if (measureOrder === undefined || !approaching || typeof IntersectionObserver === "undefined") return;
    let mounted = true;
    let holding = false;
    const entry: Waiting = {
      order: measureOrder,
      grant: () => {
        if (!mounted || (height.current !== null && measuredKey.current === contentKey) || drawnNow.current) endTurn();
        else {
          holding = true;
          setMeasuring(true);
        }
      },
    };
    queueMeasure(entry);
    return () => {
      mounted = false;
      const at = waiting.indexOf(entry);
      if (at !== -1) waiting.splice(at, 1);
      if (holding) endTurn();
    };
  }, [measureOrder, contentKey, approaching]);
  // Drawn: follow its height while it stays drawn (images, fonts, open tabs). Only a slot drawn to be measured (put away
  // before any paint), or one without ResizeObserver, reads it now: reading it in the commit forces the browser's
  // layout there, in the middle of React's work (~60 ms per filter click at 4x CPU slowdown, the last screen's slots
  // taking their new cards); the observer reports it after the browser's own layout, before the paint.
  useLayoutEffect(() => {
    const element = slot.current;
    if (!drawn || element === null) return;
    if (measuring || typeof ResizeObserver === "undefined") record(height, element.getBoundingClientRect().height);
    measuredKey.current = contentKey;
    if (measuring) {
      setMeasuring(false);
      endTurn();
    }
    if (typeof ResizeObserver === "undefined") return;
    const resize = new ResizeObserver(([entry]) => {
      if (entry !== undefined && drawnNow.current)
        record(height, entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    });
    resize.observe(element);
    return () => resize.disconnect();
  }, [drawn, measuring, contentKey]);
  if (drawn) {
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

import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from "react";
import { whenWidgetsMayLoad } from "./primaryContent";

/**
 * The parts waiting to switch in, one at a time. React renders every pending transition together: parts whose code
 * arrived close together (the header's selectors, the session rules, the currency feed, the newsletter) were
 * rendered and committed as one long task on the home. A commit is never time-sliced, so
 * each part gets its own: the next part switches only in a task after the previous one has committed.
 */
let switchTurn: Promise<void> = Promise.resolve();

/**
 * How long a part holds the turn at most: a switch that cannot commit yet (its children wait for a language's
 * catalog) does not keep the parts behind it waiting.
 */
export const SWITCH_TURN_LIMIT_MS = 1000;

/** Waits for the previous part's turn to end, then runs `start`, which is handed the way to end its own. */
const takeSwitchTurn = (start: (done: () => void) => void) => {
  switchTurn = switchTurn.then(
    () =>
      new Promise<void>((done) => {
        setTimeout(done, SWITCH_TURN_LIMIT_MS);
        start(done);
      }),
  );
};

/**
 * Shows `fallback` in the server render (the prerendered home) and in the render that hydrates it, then, in a
 * transition, `children`: a part whose code loads after the first paint (a `lazy` component). The server never
 * meets a suspending component, so every Suspense boundary of the prerendered page is complete and hydration adopts
 * its markup as is.
 *
 * `load` (the part's dynamic import, started in a task of its own once `whenWidgetsMayLoad` allows) is awaited before the switch, so each part is
 * rendered and committed on its own once its code is there, in time slices (a transition), rather than all parts in
 * one long commit; parts are switched in the order their code arrives, one at a time (see `switchTurn`). Until then
 * `fallback` stays on screen. A failed load switches anyway, so the part's error reaches its error boundary.
 * Client navigations take the same path (one render with `fallback`, then the switch), unless `initiallyShown`.
 */
export const AfterHydration = ({
  children,
  fallback = null,
  load,
  initiallyShown = false,
}: {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
  readonly load: () => Promise<unknown>;
  /** `children` from the first render: its code has loaded and this render is not a hydration. */
  readonly initiallyShown?: boolean;
}) => {
  const [hydrated, setHydrated] = useState(initiallyShown);
  // A part drawn from its first render takes no turn; read once, as the state is.
  const shownFromMount = useRef(initiallyShown);
  // Ends this part's turn: called once its switch has committed, or when it leaves the page first.
  const endTurn = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (shownFromMount.current) return;
    let mounted = true;
    const queue = () =>
      takeSwitchTurn((done) => {
        if (!mounted) return done();
        endTurn.current = done;
        startTransition(() => setHydrated(true));
      });
    // Its own task: each part's import (and the stylesheet links it adds) is a short task of its own; not before the
    // page's main content is on screen (primaryContent.ts).
    const timer = setTimeout(() => {
      void whenWidgetsMayLoad().then(() => (mounted ? load().then(queue, queue) : undefined));
    }, 0);
    return () => {
      mounted = false;
      clearTimeout(timer);
      endTurn.current?.();
      endTurn.current = null;
    };
  }, [load]);
  useEffect(() => {
    if (!hydrated) return;
    // After this commit's own task: the next part's render starts in a later one.
    const timer = setTimeout(() => {
      endTurn.current?.();
      endTurn.current = null;
    }, 0);
    return () => clearTimeout(timer);
  }, [hydrated]);
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
};

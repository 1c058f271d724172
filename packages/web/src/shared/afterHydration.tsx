import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";

/**
 * Shows `fallback` in the server render (the prerendered home) and in the render that hydrates it, then, in a
 * transition, `children`: a part whose code loads after the first paint (a `lazy` component). The server never
 * meets a suspending component, so every Suspense boundary of the prerendered page is complete and hydration adopts
 * its markup as is.
 *
 * `load` (the part's dynamic import, started in a task of its own) is awaited before the switch, so each part is rendered and committed on its
 * own once its code is there, in time slices (a transition), rather than all parts in one long commit; until then
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
  useEffect(() => {
    if (hydrated) return;
    let mounted = true;
    const show = () => {
      if (mounted) startTransition(() => setHydrated(true));
    };
    // Its own task: each part's import (and the stylesheet and preload links it adds) is a short task of its own.
    const timer = setTimeout(() => load().then(show, show), 0);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [load, hydrated]);
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
};

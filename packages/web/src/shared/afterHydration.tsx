import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";

/**
 * Shows `fallback` in the server render (the prerendered home) and in the render that hydrates it, then, in a
 * transition, `children`: a part whose code loads after the first paint (a `lazy` component). The server never
 * meets a suspending component, so every Suspense boundary of the prerendered page is complete and hydration adopts
 * its markup as is. Because the switch is a transition, React keeps showing `fallback` until the code has arrived
 * (react.dev, Suspense: "Preventing already revealed content from hiding"), and renders `children` in time slices.
 *
 * Client navigations take the same path: one render with `fallback`, then the transition.
 */
export const AfterHydration = ({
  children,
  fallback = null,
}: {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
}) => {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
};

import { type ComponentType, lazy, Suspense } from "react";

/**
 * A Headless UI widget loaded after the first paint.
 *
 * Headless UI costs 35–65 KB gzip, which the home route cannot carry in its first load (DESIGN.md budget:
 * 150 KB with React and the router already at ~100 KB). The page renders `Placeholder` — same markup, size and
 * text, so nothing shifts — while the widget's chunk downloads right after the first render.
 */
export const lazyWidget = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<unknown> } => {
  const Widget = lazy(load);
  const LazyWidget = (props: P) => (
    <Suspense fallback={<Placeholder {...props} />}>
      <Widget {...props} />
    </Suspense>
  );
  return Object.assign(LazyWidget, { preload: load });
};

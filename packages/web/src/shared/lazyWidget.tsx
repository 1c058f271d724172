import { type ComponentType, lazy, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { AfterHydration } from "./afterHydration";

const never = () => () => {};
const notYet = () => false;

const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A Headless UI widget loaded after the first paint.
 *
 * Headless UI is heavier than the home route's first load can carry beside React and the router (DESIGN.md's
 * limit). The page renders `Placeholder` — same markup, size and
 * text, so nothing shifts — while the widget's chunk downloads right after the first render (after hydration on the
 * prerendered home: see `AfterHydration`). A visitor who had already focused the placeholder keeps the focus on the
 * widget that replaces it.
 */
export const lazyWidget = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<unknown> } => {
  let loaded = false;
  const loadOnce = () =>
    load().then((module) => {
      loaded = true;
      return module;
    });
  const Widget = lazy(loadOnce);

  const FocusKeeper = ({ focusWasInside, ...props }: P & { focusWasInside: { current: boolean } }) => {
    const box = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      if (focusWasInside.current) box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }, [focusWasInside]);
    return (
      <div ref={box} style={{ display: "contents" }}>
        <Widget {...(props as P)} />
      </div>
    );
  };

  const Fallback = ({ focusWasInside, ...props }: P & { focusWasInside: { current: boolean } }) => {
    const box = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const element = box.current;
      if (element === null) return;
      const entered = () => {
        focusWasInside.current = true;
      };
      const left = () => {
        focusWasInside.current = false;
      };
      element.addEventListener("focusin", entered);
      element.addEventListener("focusout", left);
      return () => {
        element.removeEventListener("focusin", entered);
        element.removeEventListener("focusout", left);
      };
    }, [focusWasInside]);
    return (
      <div ref={box} style={{ display: "contents" }}>
        <Placeholder {...(props as P)} />
      </div>
    );
  };

  const LazyWidget = (props: P) => {
    const focusWasInside = useRef(false);
    // Code already here and not hydrating (false in the server render and in hydration): the widget itself at once.
    // A results card mounted by a filter click drew its placeholders, then each widget in a commit of its own, the
    // list changing for a long while after the reply on a slow CPU.
    const ready = useSyncExternalStore(never, () => loaded, notYet);
    return (
      <AfterHydration
        fallback={<Fallback {...props} focusWasInside={focusWasInside} />}
        load={loadOnce}
        initiallyShown={ready}
      >
        <FocusKeeper {...props} focusWasInside={focusWasInside} />
      </AfterHydration>
    );
  };
  return Object.assign(LazyWidget, { preload: loadOnce });
};

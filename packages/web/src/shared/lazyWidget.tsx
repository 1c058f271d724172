import { type ComponentType, lazy, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { AfterHydration } from "./afterHydration";
import { whenWidgetsMayLoad } from "./primaryContent";

const never = () => () => {};
const notYet = () => false;

const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** The keys that act on a widget's control (a menu's button): pressed on the stand-in, pressed again on the widget. */
const ACTING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/** What a person did to the stand-in before the widget was there, done again to the widget's control once it is. */
type Replay = ((control: HTMLElement) => void) | null;

/**
 * When a widget takes the place of its placeholder: `load`, as soon as its code is there (after the first paint);
 * `intent`, when a person comes to it (the pointer over it, the focus in it, a press), its code loaded ahead after
 * the first paint. A widget repeated in every results card is drawn as its plain placeholder until then: a filter
 * click that brings other hotels into the cards draws their texts, not a Headless UI widget per card.
 */
export type LazyWidgetMount = "load" | "intent";

/**
 * A Headless UI widget loaded after the first paint.
 *
 * Headless UI is heavier than the home route's first load can carry beside React and the router (DESIGN.md's
 * limit). The page renders `Placeholder` — same markup, size and
 * text, so nothing shifts — while the widget's chunk downloads right after the first render (after hydration on the
 * prerendered home: see `AfterHydration`). A visitor who had already focused the placeholder keeps the focus on the
 * widget that replaces it; with `mount: "intent"`, a press that came before the widget (a click, or Enter, Space or an
 * arrow) is pressed again on its control.
 */
export const lazyWidget = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType<P>,
  mount: LazyWidgetMount = "load",
): ComponentType<P> & { preload: () => Promise<unknown> } => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(loadOnce);

  interface Kept {
    readonly focusWasInside: { current: boolean };
    readonly replay?: Replay;
  }

  const FocusKeeper = ({ focusWasInside, replay = null, ...props }: P & Kept) => {
    // The loaded component itself once its code is here: `lazy` suspends on its first render even then, and the
    // placeholder would stay a frame longer (under a pointer about to press it). Chosen once: never remounted.
    const [Widget] = useState(() => loaded ?? Lazy);
    const box = useRef<HTMLDivElement>(null);
    // Each is handed over once: the widget shown again after a suspension of its own (a part of it loading later)
    // runs this effect again, and the person may be in another field by then (typing the destination after the
    // origin, the focus went back to the origin) or have pressed nothing more.
    const replayed = useRef<Replay>(null);
    useLayoutEffect(() => {
      const control = box.current?.querySelector<HTMLElement>(FOCUSABLE);
      if (control == null) return;
      if (focusWasInside.current) {
        // The placeholder is gone without a focusout: the flag is cleared here.
        focusWasInside.current = false;
        control.focus();
      }
      if (replay !== null && replayed.current !== replay) {
        replayed.current = replay;
        replay(control);
      }
    }, [focusWasInside, replay]);
    return (
      <div ref={box} style={{ display: "contents" }}>
        <Widget {...(props as P)} />
      </div>
    );
  };

  /** The placeholder, noting whether the focus is in it; `onIntent`, in intent mode, hears a person come to it. */
  const Fallback = ({
    focusWasInside,
    onIntent,
    ...props
  }: P & Kept & { readonly onIntent?: (replay: Replay) => void }) => {
    const box = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const element = box.current;
      if (element === null) return;
      const entered = () => {
        focusWasInside.current = true;
        onIntent?.(null);
      };
      const left = () => {
        focusWasInside.current = false;
      };
      const focus = [
        ["focusin", entered],
        ["focusout", left],
      ] as const;
      // Intent mode only: a placeholder drawn until its code loads keeps its own presses (a working checkbox in it).
      const intent =
        onIntent === undefined
          ? []
          : ([
              ["pointerover", () => onIntent(null)],
              // A press the placeholder met (the widget's code still coming): its control is clicked once it is there.
              ["pointerdown", () => onIntent((control) => control.click())],
              ["click", () => onIntent((control) => control.click())],
              [
                "keydown",
                (event: KeyboardEvent) => {
                  if (!ACTING_KEYS.has(event.key)) return;
                  event.preventDefault();
                  const init = { key: event.key, bubbles: true, cancelable: true };
                  onIntent((control) => control.dispatchEvent(new KeyboardEvent("keydown", init)));
                },
              ],
            ] as const);
      const listened = [...focus, ...intent];
      for (const [type, listener] of listened) element.addEventListener(type, listener as EventListener);
      return () => {
        for (const [type, listener] of listened) element.removeEventListener(type, listener as EventListener);
      };
    }, [focusWasInside, onIntent]);
    return (
      <div ref={box} style={{ display: "contents" }}>
        <Placeholder {...(props as P)} />
      </div>
    );
  };

  const Loaded = ({
    focusWasInside,
    replay = null,
    onIntent,
    ...props
  }: P & Kept & { readonly onIntent?: (replay: Replay) => void }) => {
    // Code already here and not hydrating (false in the server render and in hydration): the widget itself at once.
    // A results card mounted by a filter click drew its placeholders, then each widget in a commit of its own, the
    // list changing for a long while after the reply on a slow CPU.
    const ready = useSyncExternalStore(never, () => loaded !== null, notYet);
    return (
      <AfterHydration
        fallback={<Fallback {...(props as P)} focusWasInside={focusWasInside} {...(onIntent ? { onIntent } : {})} />}
        load={loadOnce}
        initiallyShown={ready}
      >
        <FocusKeeper {...(props as P)} focusWasInside={focusWasInside} replay={replay} />
      </AfterHydration>
    );
  };

  const OnIntent = (props: P) => {
    const focusWasInside = useRef(false);
    // Null until a person comes to it; then what to press again on the widget (nothing, for a pointer or a focus).
    const [intent, setIntent] = useState<{ readonly replay: Replay } | null>(null);
    // Drawn in the listener's own task (flushSync): the pointer's press that follows its coming over, or the keys
    // after a focus, reach the widget's control, not a placeholder taken away under them.
    const [onIntent] = useState(
      () => (replay: Replay) =>
        flushSync(() => setIntent((was) => (was === null || replay !== null ? { replay } : was))),
    );
    useLayoutEffect(() => {
      // The code comes ahead of the person, once the page's main content is on screen (as `AfterHydration`'s).
      const timer = setTimeout(() => void whenWidgetsMayLoad().then(loadOnce), 0);
      return () => clearTimeout(timer);
    }, []);
    return intent === null ? (
      <Fallback {...props} focusWasInside={focusWasInside} onIntent={onIntent} />
    ) : (
      // A press while the code is still coming is pressed again on the widget too.
      <Loaded {...props} focusWasInside={focusWasInside} replay={intent.replay} onIntent={onIntent} />
    );
  };

  const OnLoad = (props: P) => {
    const focusWasInside = useRef(false);
    return <Loaded {...props} focusWasInside={focusWasInside} />;
  };
  return Object.assign(mount === "intent" ? OnIntent : OnLoad, { preload: loadOnce });
};

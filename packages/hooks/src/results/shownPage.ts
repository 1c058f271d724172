import { type ProgressiveSearchState, progressiveSearchInitial } from "@travesia/core";
import type { Ahead } from "./useAhead.js";
import type { SearchSent } from "./useEarlyStart.js";

/** What the verbs act on: the page as its last render committed it (the engine writes it in a layout effect). */
export interface ShownPage<P, R> {
  /** The search URL of the run shown (the machine's key), and the URL's (behind it while a click's URL follows). */
  key: string;
  urlKey: string;
  page: P | null;
  reply: R | undefined;
  progress: ProgressiveSearchState;
  navigate: (url: string) => void | Promise<void>;
  /** Shows a page state until the navigation to it settles (React's `useOptimistic`). */
  show: (page: P | null) => void;
  /**
   * Sends a search URL's request before its page is drawn (`useEarlyStart`'s `SearchSent`: in the input's task, or
   * after its paint); settles once its reply is in (or it failed).
   */
  start: (searchUrl: string, sent?: SearchSent) => Promise<void>;
  /** The reply cached for a search URL (a page state shown before). */
  cached: (searchUrl: string) => R | undefined;
  /** Shows a page state and reply ahead of the URL (an urgent update: painted in the next frame). */
  setAhead: (ahead: Ahead<P, R> | null) => void;
  /** The page is on screen (false once it has left it: a URL written for it then would take the person back). */
  mounted: boolean;
}

/** What the verbs act on before the page's first render commits (each render writes the real values). */
export const nothingShown = <P, R>(navigate: ShownPage<P, R>["navigate"]): ShownPage<P, R> => ({
  key: "",
  urlKey: "",
  page: null,
  reply: undefined,
  progress: progressiveSearchInitial,
  navigate,
  show: () => {},
  start: () => Promise.resolve(),
  cached: () => undefined,
  setAhead: () => {},
  mounted: false,
});

/**
 * What every route of the demo API shares. Routes receive it through `c.get("demo")`.
 */
export interface DemoContext {
  /** Demo clock: the server's idea of "now", injectable so tests are deterministic. */
  readonly now: () => Date;
  /** Per-visitor key-value state (currency, language…), keyed by the visitor cookie. */
  readonly visitorState: Map<string, Map<string, string>>;
}

export type DemoEnv = {
  Variables: {
    demo: DemoContext;
    /** The visitor id read from (or just set in) the visitor cookie. */
    visitorId: string;
  };
};

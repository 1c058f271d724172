import type { DemoUser } from "../db/demoUsers.js";
import type { DemoDb } from "../db/openDemoDb.js";
import type { Inventory } from "../inventory/inventory.js";
import type { DemoEventHub } from "./eventHub.js";

/**
 * What every route of the demo API shares. Routes receive it through `c.get("demo")`.
 */
export interface DemoContext {
  /** Demo clock: the server's idea of "now", injectable so tests are deterministic. */
  readonly now: () => Date;
  /** Per-visitor key-value state (currency, language…), keyed by the visitor cookie. */
  readonly visitorState: Map<string, Map<string, string>>;
  /** The demo's saved state (users' sessions, budgets, trips, favourites, newsletter, outbox, files) in SQLite. */
  readonly db: DemoDb;
  /** Real-time events ('you', 'notifications') to the browsers of each user. */
  readonly events: DemoEventHub;
  /** The deterministic travel world the search routes answer from (same seed, same answers). */
  readonly inventory: Inventory;
}

export type DemoEnv = {
  Variables: {
    demo: DemoContext;
    /** The visitor id read from (or just set in) the visitor cookie. */
    visitorId: string;
    /** The logged-in user of this request, if any (set by the login session middleware). */
    user: DemoUser | undefined;
  };
};

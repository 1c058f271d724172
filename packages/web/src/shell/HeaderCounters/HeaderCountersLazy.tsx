import { lazyWidget } from "../../shared/lazyWidget";
import { HeaderCounters } from "./HeaderCounters";

/**
 * The header counters, live: loaded once, then moved by the real-time 'you' and 'notifications' events (spec 000
 * §7). Their code loads after the first paint, and only for a signed-in user (no event stream for a visitor); until
 * then the counts the store already holds are shown.
 */
export const HeaderCountersLazy = lazyWidget(
  async () => ({ default: (await import("./HeaderCountersConnected")).HeaderCountersConnected }),
  HeaderCounters,
);

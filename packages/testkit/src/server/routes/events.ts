import { REALTIME_EVENTS_PATH } from "@travesia/core";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { DemoEnv } from "../context.js";
import { youEvent } from "../counters.js";
import type { DemoEventName } from "../eventHub.js";
import { visitorOwner } from "../login.js";

/** How often an idle stream sends a comment so proxies keep it open. */
const EVENTS_KEEPALIVE_MS = 25_000;

/**
 * `GET /api/events`: Server-Sent Events for the current user (or visitor). The stream opens with a 'you' event,
 * then carries 'you' and 'notifications' events whenever the counters change.
 */
export const eventRoutes = new Hono<DemoEnv>().get(REALTIME_EVENTS_PATH, (c) => {
  const demo = c.get("demo");
  const user = c.get("user");
  const owner = visitorOwner(c);
  return streamSSE(c, async (stream) => {
    const queue: { event: DemoEventName; data: unknown }[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = demo.events.subscribe(owner, (event, data) => {
      queue.push({ event, data });
      wake?.();
    });
    let open = true;
    stream.onAbort(() => {
      open = false;
      wake?.();
    });
    queue.push({ event: "you", data: youEvent(demo, user?.username) });
    try {
      while (open) {
        const next = queue.shift();
        if (next !== undefined) {
          await stream.writeSSE({ event: next.event, data: JSON.stringify(next.data) });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, EVENTS_KEEPALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (open && queue.length === 0) await stream.write(": keep-alive\n\n");
      }
    } finally {
      unsubscribe();
    }
  });
});

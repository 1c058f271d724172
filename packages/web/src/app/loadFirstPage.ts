import type { PortalWorld } from "@travesia/hooks";
import type { RouteMatch } from "react-router-dom";
import type { PageHandle } from "./routes";

/** The longest the first render waits for a prefetch whose replies came with the document (they decode in a few ms). */
const DOCUMENT_REPLIES_WAIT_MS = 200;

/**
 * `work` that takes replies the document carries (a page's prefetch, the user's record), awaited at most
 * {@link DOCUMENT_REPLIES_WAIT_MS}: the first render then draws what they answer, and never waits longer for them.
 * Never rejects.
 */
export const withinDocumentRepliesWait = (work: Promise<unknown>): Promise<unknown> =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, DOCUMENT_REPLIES_WAIT_MS))]).catch(() => undefined);

/**
 * Loads the lazy modules of the routes the first address matched and puts them in place (React Router 7 needs them
 * before the first render), and starts the page's first calls (its route's `PagePrefetch`) as soon as its module is in:
 * while the catalog loads and the first render is drawn, not from that render's commit (much later on a hotel detail
 * page). `url` is the address's path and query; `repliesInDocument`: the server wrote the page's first replies into
 * the document (core's `PAGE_FIRST_REPLIES_ID`), and the first render waits for the page's prefetch to take them.
 */
export const loadFirstPage = async (
  matches: readonly RouteMatch[],
  url: string,
  world: PortalWorld,
  repliesInDocument = false,
): Promise<void> => {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
      const settled = (loaded.handle as PageHandle | undefined)?.prefetch?.(world, url);
      // Replies that came with the document settle at once: the first render then draws the answered page over the
      // stand-in that showed them, rather than its loading state (the stand-in's header, gone, then back).
      if (repliesInDocument && settled !== undefined) await withinDocumentRepliesWait(settled);
    }),
  );
};

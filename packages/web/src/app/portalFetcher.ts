import { afterThisTask } from "@travesia/hooks";

/**
 * The portal's fetcher. Each request starts in a task of its own: TanStack Query starts a query's request where its
 * observer subscribes, inside the commit (or the effects) that mounted it, and `fetch()` itself costs the main thread
 * time (the home's session rules started several in the commit that switched them in). A request
 * a person is waiting on now (`init.priority` "high", e.g. a rate's policy under the pointer) starts at once: in a task
 * of its own it waited behind the click that followed the pointer (input runs first), and the browser started it
 * only well after that click on a slow CPU.
 */
export const portalFetcher =
  (send: typeof fetch = (path, init) => fetch(path, init)) =>
  (path: string, init?: RequestInit): Promise<Response> =>
    init?.priority === "high" ? send(path, init) : afterThisTask().then(() => send(path, init));

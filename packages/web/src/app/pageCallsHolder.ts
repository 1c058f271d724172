import type { EarlyCalls } from "@travesia/hooks/earlyCalls";

/**
 * Where the portal finds the calls the shell's first script started (`pageCallsStart.ts`). A global, not an import:
 * that script is bundled on its own (`pageCallBundle.ts`), so that it loads alone, before the entry, and shares no
 * chunk with the portal. `null` once the portal asked for anything before that script ran: the script, arriving
 * late (an async script on a slow network), then sends nothing, since every call it would start the portal has sent
 * already, or has taken from the document (a repeat the page would never read).
 */
export interface PageCallsHolder {
  __travesiaPageCalls?: EarlyCalls | null;
}

/** A `fetch`-shaped function, as the early calls adopt one. */
type Send = Parameters<EarlyCalls["adopting"]>[0];

/**
 * The portal's requests over `send`: a request equal to one the shell's first script sent takes that call's reply;
 * any other goes through `send`. The holder is read at each request (the script may still be arriving), and the
 * portal's first request, before the script ran, closes it to that script.
 */
export const adoptingPageCalls =
  (send: Send, holder: PageCallsHolder = globalThis as PageCallsHolder): Send =>
  (path, init) => {
    holder.__travesiaPageCalls ??= null;
    const early = holder.__travesiaPageCalls;
    return early === null ? send(path, init) : early.adopting(send)(path, init);
  };

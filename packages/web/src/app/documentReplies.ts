import { PAGE_FIRST_REPLIES_ID, type PageFirstReply, pageFirstReplyFor, readPageFirstReplies } from "@travesia/core";

/**
 * Where the page's first replies that the server wrote into the document (core's `pageFirstRepliesElement`) are kept
 * once read: a global, shared by the shell's first script (`pageCalls.ts`, bundled on its own) and the portal's
 * fetcher (`portal.tsx`), so each reply is taken once whichever of the two asks first (the async first script may run
 * after the portal has started the page's prefetch).
 */
interface DocumentRepliesHolder {
  __travesiaDocumentReplies?: PageFirstReply[];
}

/** The replies the document still holds, read from it once. */
const documentReplies = (): PageFirstReply[] => {
  const holder = globalThis as DocumentRepliesHolder;
  if (holder.__travesiaDocumentReplies === undefined) {
    const element = typeof document === "undefined" ? null : document.getElementById(PAGE_FIRST_REPLIES_ID);
    holder.__travesiaDocumentReplies = element === null ? [] : [...readPageFirstReplies(element.textContent ?? "")];
  }
  return holder.__travesiaDocumentReplies;
};

/**
 * Whether the document came with a reply to a GET of `path` (the user's record the portal's server answered, with
 * which it drew the shell's header), taken since or not: the shell's first script may have taken it for the request it
 * sent, whose reply the portal then adopts.
 */
export const documentCarriesReply = (path: string): boolean => {
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_FIRST_REPLIES_ID);
  return (
    element !== null &&
    pageFirstReplyFor(readPageFirstReplies(element.textContent ?? ""), "GET", path, undefined) !== undefined
  );
};

/**
 * The document's reply to this very request (method, path and body text), taken so that no later request gets it
 * (a reload asks the API); undefined when the document holds none for it.
 */
export const takeDocumentReply = (path: string, init?: RequestInit): Promise<Response> | undefined => {
  const replies = documentReplies();
  const body = typeof init?.body === "string" ? init.body : undefined;
  const reply = pageFirstReplyFor(replies, init?.method ?? "GET", path, body);
  if (reply === undefined) return undefined;
  replies.splice(replies.indexOf(reply), 1);
  return Promise.resolve(
    new Response(reply.text, { status: reply.status, headers: { "content-type": reply.contentType } }),
  );
};

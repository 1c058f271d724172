import { type PageFirstCall, type PageFirstCallsSession, USER_LOGGED_KEY } from "@travesia/core";
import { earlyCalls } from "@travesia/hooks/earlyCalls";
import { takeDocumentReply } from "./documentReplies";
import type { PageCallsHolder } from "./pageCallsHolder";

const holder = globalThis as PageCallsHolder;

/**
 * The hotel detail page's largest paint is its gallery's first photo (`DetailGallery`: the catalogue's first
 * `imageLinks` address): preloaded as soon as the catalogue answers, from a clone of the reply (the page reads the
 * reply itself), instead of once the page has loaded, decoded the reply and drawn the gallery.
 */
const preloadFirstPhoto = (reply: Promise<Response>) =>
  reply
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body: { detail?: { imageLinks?: { imageURL?: unknown }[] } } | undefined) => {
      const photo = body?.detail?.imageLinks?.[0]?.imageURL;
      if (typeof photo !== "string" || photo === "") return;
      const link = document.createElement("link");
      Object.assign(link, { rel: "preload", as: "image", href: photo, fetchPriority: "high" });
      document.head.append(link);
    })
    .catch(() => undefined);

/** The session's 'user is logged' flag, as the portal's login leaves it (null when storage cannot be read). */
const userLogged = (): string | null => {
  try {
    return localStorage.getItem(USER_LOGGED_KEY);
  } catch {
    return null;
  }
};

/**
 * Sends the page's first calls, as `firstCalls` (core's `pageFirstCalls`, or `pageFirstCallsWith` one segment's
 * reader) reads the address, and leaves them for the portal's transport, which takes each reply when it sends that
 * very request, long after, once its modules have loaded. Once per document, and never after the portal's first
 * request (`pageCallsHolder.ts`): arriving that late, each call would repeat one the portal has made.
 */
export const startPageCalls = (
  firstCalls: (url: string, session: PageFirstCallsSession) => readonly PageFirstCall[],
): void => {
  if (holder.__travesiaPageCalls !== undefined) return;
  // A call the document answers (the portal's server wrote its reply there) takes that reply rather than going out.
  const calls = earlyCalls((path, init) => takeDocumentReply(path, init) ?? fetch(path, init));
  for (const call of firstCalls(location.pathname + location.search + location.hash, { userLogged: userLogged() })) {
    const reply = calls.start(call);
    if (call.path.startsWith("/api/v1/hotels/catalog/")) void preloadFirstPhoto(reply);
  }
  holder.__travesiaPageCalls = calls;
};

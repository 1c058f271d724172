import { DETAIL_GALLERY_PHOTO_SLOTS } from "../hotel/detailGalleryPhotos.js";
import type { PageFirstCall } from "./pageFirstCalls.js";
import { escapePageStandInText } from "./pageStandIn.js";

/**
 * A page's first call as the portal's server answered it in process and wrote it into the page's document (spec: not
 * shown; the issue "Every page as quick as the home" lets our own server embed the first reply): the call as the
 * browser would send it (method, path, the JSON body's text) and the reply (status, content type, text).
 */
export interface PageFirstReply {
  readonly method: PageFirstCall["method"];
  readonly path: string;
  /** The request body's text, exactly as the portal's transport writes it (`JSON.stringify`); absent for a GET. */
  readonly body?: string;
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** The id of the document's element that holds the page's first replies (a `<script type="application/json">`). */
export const PAGE_FIRST_REPLIES_ID = "travesia-first-replies";

/**
 * The body text a first call sends, as the portal's transport writes it (hooks' `requestInit`): the server that answers
 * the call in process and the browser that adopts its reply match it by method, path and this text.
 *
 * @example pageFirstCallBody({ method: "POST", path: "/api/v1/houses/search", body: { url: "/h" } }) // '{"url":"/h"}'
 */
export const pageFirstCallBody = (call: PageFirstCall): string | undefined =>
  call.body === undefined ? undefined : JSON.stringify(call.body);

/**
 * The document's element that carries `replies`: JSON in a data block, which no browser runs, with every `<` written
 * `\u003c` so that no text of a reply can end the element (`</script>`) or open a comment; `JSON.parse` of the
 * element's text gives the replies back.
 *
 * @example pageFirstRepliesElement([]) // '<script type="application/json" id="travesia-first-replies">[]</script>'
 */
export const pageFirstRepliesElement = (replies: readonly PageFirstReply[]): string =>
  `<script type="application/json" id="${PAGE_FIRST_REPLIES_ID}">${JSON.stringify(replies).replace(/</g, "\\u003c")}</script>`;

const isReply = (value: unknown): value is PageFirstReply => {
  if (typeof value !== "object" || value === null) return false;
  const reply = value as Record<string, unknown>;
  return (
    (reply.method === "GET" || reply.method === "POST") &&
    typeof reply.path === "string" &&
    (reply.body === undefined || typeof reply.body === "string") &&
    typeof reply.status === "number" &&
    typeof reply.contentType === "string" &&
    typeof reply.text === "string"
  );
};

/**
 * The replies an element's text holds (see {@link pageFirstRepliesElement}); anything else, whole or in part, holds
 * none of the malformed entries: a page then sends those calls itself. Never throws.
 *
 * @example readPageFirstReplies('[{"method":"GET","path":"/api/x","status":200,"contentType":"application/json","text":"{}"}]').length // 1
 * @example readPageFirstReplies("not json") // []
 */
export const readPageFirstReplies = (text: string): readonly PageFirstReply[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isReply) : [];
  } catch {
    return [];
  }
};

/**
 * The values a stand-in can hold that a page's first replies give: an accommodation's name, stars, recommendation
 * (its tone, core's `hotelRecommendationBadge` class name, and its label), review image and count, address, and its
 * gallery's first photos (`photo1` … `photo6`: core's `DETAIL_GALLERY_PHOTO_SLOTS`); a
 * results list's heading (`title`), count, and its first card (`card…`: image address, large figure, kicker line
 * above the name, name, lines under it, a note in the good tone, price); a bundle or circuit results page's search as
 * it shows it (`summary`); a
 * budget's page: its title (`title`), its card's customer, comments and age, and whether it holds services
 * (`budgetItems`: `"none"` or `"some"`); and on any page, the signed-in user's first name in a signed-in user's
 * shell's header (`userFirstName`); on the home and the hotel results, the product tour's step's title and text
 * (`tourTitle`, `tourText`: core's `tourStandInCalls`).
 */
export const PAGE_STAND_IN_REPLY_VALUES = [
  "name",
  "stars",
  "recommendation",
  "badge",
  "reviewImage",
  "reviews",
  "address",
  ...DETAIL_GALLERY_PHOTO_SLOTS,
  "title",
  "count",
  "cardImage",
  "cardFigure",
  "cardKicker",
  "cardName",
  "cardLine",
  "cardSubline",
  "cardNote",
  "cardPrice",
  "summary",
  "budgetCustomer",
  "budgetComments",
  "budgetTime",
  "budgetItems",
  "userFirstName",
  "tourTitle",
  "tourText",
] as const;

export type PageStandInReplyValue = (typeof PAGE_STAND_IN_REPLY_VALUES)[number];

export type PageStandInReplyValues = Readonly<Partial<Record<PageStandInReplyValue, string>>>;

const REPLY_SLOT = new RegExp(`%%travesia:(${PAGE_STAND_IN_REPLY_VALUES.join("|")})%%`, "g");

/**
 * The slot the build writes in a stand-in's text for a value of the page's first replies, in the form of core's
 * `pageStandInSlot`, so that one filler of the URL's values leaves none of these behind unnoticed.
 *
 * @example pageStandInReplySlot("name") // "%%travesia:name%%"
 */
export const pageStandInReplySlot = (name: PageStandInReplyValue): string => `%%travesia:${name}%%`;

/** The slots of the tour's step a document may carry beside its page (core's `tourStandInCalls`): not the page's. */
const TOUR_VALUES: readonly string[] = ["tourTitle", "tourText"] satisfies readonly PageStandInReplyValue[];

/**
 * Whether a stand-in's markup shows values of the page's first replies (the server then answers the page's first
 * calls before sending it). The tour's step, which the hotel results' document carries beside its stand-in, is not
 * the page's: its texts are asked alone.
 *
 * @example pageStandInHasReplySlots("<h1>%%travesia:name%%</h1>") // true
 * @example pageStandInHasReplySlots("<h2>%%travesia:tourTitle%%</h2>") // false
 */
export const pageStandInHasReplySlots = (markup: string): boolean =>
  [...markup.matchAll(REPLY_SLOT)].some(([, name]) => name !== undefined && !TOUR_VALUES.includes(name));

/**
 * A stand-in's markup with each slot of a reply's value replaced by `values`' (HTML-escaped: core's
 * `escapePageStandInText`), or null when one has no value (the page's shell is then sent without the stand-in). Slots of the URL's values stay for core's `fillPageStandIn`.
 *
 * @example fillPageStandInReplies("<h1>%%travesia:name%%</h1>", { name: "Casa & Sol" }) // "<h1>Casa &amp; Sol</h1>"
 */
export const fillPageStandInReplies = (markup: string, values: PageStandInReplyValues): string | null => {
  let missing = false;
  const filled = markup.replace(REPLY_SLOT, (_slot, name: PageStandInReplyValue) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return escapePageStandInText(value ?? "");
  });
  return missing ? null : filled;
};

/**
 * The reply `replies` hold for the request the portal's transport is about to send (method, path and body text), if
 * any: the page's first call, answered by the server that sent the page.
 *
 * @example pageFirstReplyFor(replies, "GET", "/api/v1/hotels/catalog/1", undefined)?.status // 200
 */
export const pageFirstReplyFor = (
  replies: readonly PageFirstReply[],
  method: string,
  path: string,
  body: string | undefined,
): PageFirstReply | undefined =>
  replies.find((reply) => reply.method === method && reply.path === path && reply.body === body);

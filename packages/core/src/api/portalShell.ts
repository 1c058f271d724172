import * as Schema from "effect/Schema";
import { Budget } from "./budget.js";
import { HeaderCountersReply } from "./counters.js";
import { Currency } from "./currency.js";
import { LanguageOption } from "./locales.js";

/** A link of the header or footer. */
export const PortalLink = Schema.Struct({ label: Schema.String, url: Schema.String });
export type PortalLink = typeof PortalLink.Type;

/**
 * The maintenance banner. Spec 000 §2: "maintenance banner (B2B users only; when freezing, a screen blocker with a
 * message)".
 */
export const PortalMaintenance = Schema.Struct({
  show: Schema.Boolean,
  freezing: Schema.Boolean,
  message: Schema.optional(Schema.String),
});
export type PortalMaintenance = typeof PortalMaintenance.Type;

/** The chat-with-representative popup. Spec 000 §2: "chat-with-representative popup (title, message, action button)". */
export const PortalChat = Schema.Struct({
  title: Schema.String,
  message: Schema.String,
  actionLabel: Schema.String,
  actionUrl: Schema.String,
});
export type PortalChat = typeof PortalChat.Type;

/** The portal a header belongs to: its id, name and type (spec 000 §1 "The portal type (B2B or other)"). */
export const PortalSummary = Schema.Struct({ id: Schema.String, name: Schema.String, portalType: Schema.String });
export type PortalSummary = typeof PortalSummary.Type;

/**
 * Reply of `GET /api/v2/header` (shape not shown). Decision: what the header draws — logo, user name and whether
 * someone is signed in, the portal (its type decides the B2B pieces), counters, the budgets of the floating widget
 * with `budgets_count` (spec 002 §3), the maintenance banner, the chat popup, links, the language options and the
 * selected currency (the small selectors of spec 000 §2).
 */
export const PortalHeaderReply = Schema.Struct({
  logoUrl: Schema.optional(Schema.String),
  userName: Schema.optional(Schema.String),
  loggedIn: Schema.optional(Schema.Boolean),
  portal: Schema.optional(PortalSummary),
  counters: Schema.optional(HeaderCountersReply),
  budgets: Schema.optional(Schema.Array(Budget)),
  budgets_count: Schema.optional(Schema.Int),
  maintenance: Schema.optional(PortalMaintenance),
  chat: Schema.optional(PortalChat),
  links: Schema.optional(Schema.Array(PortalLink)),
  languages: Schema.optional(Schema.Array(LanguageOption)),
  currency: Schema.optional(Currency),
});
export type PortalHeaderReply = typeof PortalHeaderReply.Type;

/** Reply of `GET /api/v2/footer` (shape not shown). Decision: link columns and a copyright line. */
export const PortalFooterReply = Schema.Struct({
  links: Schema.Array(PortalLink),
  social: Schema.optional(Schema.Array(PortalLink)),
  copyright: Schema.optional(Schema.String),
});
export type PortalFooterReply = typeof PortalFooterReply.Type;

/**
 * Reply of `GET /api/portal/getHomeSearchImage/{pageCode}/{deviceType or lang}` and `GET /api/portal/getMainImage/
 * {page}`. Spec 000 §7: "reply done, imgUrl{image, original}"; on failure the view falls back to a default image.
 */
export const PortalImageReply = Schema.Struct({
  done: Schema.Boolean,
  imgUrl: Schema.optional(Schema.Struct({ image: Schema.String, original: Schema.String })),
});
export type PortalImageReply = typeof PortalImageReply.Type;

/** A payment-arrears message. Spec 002 §3: "Defaulter message: message, msgLevel". */
export const DefaulterMessage = Schema.Struct({ message: Schema.String, msgLevel: Schema.String });
export type DefaulterMessage = typeof DefaulterMessage.Type;

/** Reply of `GET /api/get-defaulter-message`. Spec 002 §7: "error, messages [{message, msgLevel}]". */
export const DefaulterMessageReply = Schema.Struct({
  error: Schema.Boolean,
  messages: Schema.Array(DefaulterMessage),
});
export type DefaulterMessageReply = typeof DefaulterMessageReply.Type;

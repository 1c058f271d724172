import * as Schema from "effect/Schema";
import { get, post, query, seg } from "../api/internal/endpointBuilders.js";
import { PORTAL_AUDIENCES } from "./portalSettings.js";

// The back office's calls. The spec names none ("Roles other than these: not shown"); paths and shapes are ours,
// under `/api/admin/`, and every one answers 401 to nobody signed in and 403 to anyone but an administrator.

// The Schemas live here, apart from the rules in portalSettings.ts and adminAudit.ts, which import their types only:
// a page that only validates or diffs settings bundles no effect/Schema.

/**
 * What the back office's "portal settings" module edits for one portal: the switches, the audience, and the
 * maintenance banner (spec 000 §2 "maintenance banner (B2B users only; when freezing, a screen blocker with a
 * message)"). An empty `maintenanceMessage` shows no banner.
 */
export const PortalSettings = Schema.Struct({
  enableBudgeting: Schema.Boolean,
  enablePricer: Schema.Boolean,
  enableDualFlow: Schema.Boolean,
  smartFlow: Schema.Boolean,
  relatedRates: Schema.Boolean,
  onlyGo: Schema.Boolean,
  audience: Schema.Literals(PORTAL_AUDIENCES),
  maintenanceMessage: Schema.String,
  freezing: Schema.Boolean,
});
export type PortalSettings = typeof PortalSettings.Type;

/** A setting's value as the audit list keeps it: a switch's on/off, or a text (audience, message). */
export const AdminSettingValue = Schema.Union([Schema.Boolean, Schema.String]);
export type AdminSettingValue = typeof AdminSettingValue.Type;

/**
 * One recorded change (issue: "who, when, what, before and after"): one field of one portal's settings. An undo is
 * itself a change (`undoOf` names the entry it undid), and the undone entry records it in `undoneBy`.
 */
export const AdminAuditEntry = Schema.Struct({
  /** Increasing with time: a later change has a larger id. */
  id: Schema.String,
  /** When, as an ISO 8601 instant (`2026-12-02T10:15:00.000Z`). */
  at: Schema.String,
  /** The administrator's login name. */
  who: Schema.String,
  /**
   * The back-office module the change was made in: a portal's settings, a language variant's custom texts, a point of
   * interest, an airline's name, a home list (the value then is the stored JSON, "" for the seed's own), or a product
   * tour's text (target: the language; field: the step and title or text, as `tourTextKey`).
   */
  module: Schema.Literals(["settings", "texts", "hotels", "pois", "airlines", "home", "tour"]),
  /** What was changed: the portal's (or variant's) id and name, and the field (or catalog key). */
  target: Schema.String,
  targetName: Schema.String,
  field: Schema.String,
  before: AdminSettingValue,
  after: AdminSettingValue,
  undoOf: Schema.NullOr(Schema.String),
  undoneBy: Schema.NullOr(Schema.String),
});
export type AdminAuditEntry = typeof AdminAuditEntry.Type;

/** One portal as the back office edits it: its id, its name, and its settings. */
export const AdminPortal = Schema.Struct({ id: Schema.String, name: Schema.String, settings: PortalSettings });
export type AdminPortal = typeof AdminPortal.Type;

/** Reply of `GET /api/admin/portals`: every portal. */
export const AdminPortalsReply = Schema.Struct({ done: Schema.Literal(true), portals: Schema.Array(AdminPortal) });
export type AdminPortalsReply = typeof AdminPortalsReply.Type;

/** Reply of `GET /api/admin/portals/{id}`. */
export const AdminPortalReply = Schema.Struct({ done: Schema.Literal(true), portal: AdminPortal });
export type AdminPortalReply = typeof AdminPortalReply.Type;

/** Body of `POST /api/admin/portals/{id}/settings`: the whole settings, as the form holds them. */
export const AdminSaveSettingsRequest = Schema.Struct({ settings: PortalSettings });
export type AdminSaveSettingsRequest = typeof AdminSaveSettingsRequest.Type;

/** Reply of a save: the portal as saved, and the audit entries it recorded (none when nothing changed). */
export const AdminSaveSettingsReply = Schema.Struct({
  done: Schema.Literal(true),
  portal: AdminPortal,
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSaveSettingsReply = typeof AdminSaveSettingsReply.Type;

/** Reply of `GET /api/admin/audit`: the change log, newest first. */
export const AdminAuditReply = Schema.Struct({ done: Schema.Literal(true), entries: Schema.Array(AdminAuditEntry) });
export type AdminAuditReply = typeof AdminAuditReply.Type;

/** A language variant whose texts the back office customises (`GET /api/customLocales`' custom variants). */
export const AdminTextVariant = Schema.Struct({ id: Schema.String, name: Schema.String, base: Schema.String });
export type AdminTextVariant = typeof AdminTextVariant.Type;

/** One text of a variant: its catalog key, the catalog's text, and the custom text ("" when not customised). */
export const AdminCustomText = Schema.Struct({ key: Schema.String, base: Schema.String, text: Schema.String });
export type AdminCustomText = typeof AdminCustomText.Type;

/** Reply of `GET /api/admin/texts`: the variants. */
export const AdminTextVariantsReply = Schema.Struct({
  done: Schema.Literal(true),
  variants: Schema.Array(AdminTextVariant),
});
export type AdminTextVariantsReply = typeof AdminTextVariantsReply.Type;

/**
 * Reply of `GET /api/admin/texts/{variant}?q=`: with a query of 2 or more characters, up to 20 texts whose key or
 * catalog text holds it (accents and case ignored); without one, the variant's customised texts.
 */
export const AdminTextsReply = Schema.Struct({
  done: Schema.Literal(true),
  variant: AdminTextVariant,
  texts: Schema.Array(AdminCustomText),
});
export type AdminTextsReply = typeof AdminTextsReply.Type;

/** Body of `POST /api/admin/texts/{variant}`: the key and its text ("" gives the catalog's own back). */
export const AdminSaveTextRequest = Schema.Struct({ key: Schema.String, text: Schema.String });
export type AdminSaveTextRequest = typeof AdminSaveTextRequest.Type;

/** Reply of a text's save: the text as saved and the audit entries recorded (none when nothing changed). */
export const AdminSaveTextReply = Schema.Struct({
  done: Schema.Literal(true),
  text: AdminCustomText,
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSaveTextReply = typeof AdminSaveTextReply.Type;

/**
 * Reply of `POST /api/admin/audit/{id}/undo`: the entry recording the undo, and what it changed as it now is: the
 * portal (a settings entry) or the text (a custom text's entry).
 */
export const AdminUndoReply = Schema.Struct({
  done: Schema.Literal(true),
  entry: AdminAuditEntry,
  portal: Schema.optional(AdminPortal),
  text: Schema.optional(AdminCustomText),
});
export type AdminUndoReply = typeof AdminUndoReply.Type;

/** Body of an undo: nothing to say, the entry's id is in the path. */
export const AdminUndoRequest = Schema.Struct({});

/** `GET /api/admin/portals`. */
export const adminPortalsEndpoint = get(() => "/api/admin/portals", AdminPortalsReply);
/** `GET /api/admin/portals/{id}`. */
export const adminPortalEndpoint = get((id: string) => `/api/admin/portals/${seg(id)}`, AdminPortalReply);
/** `POST /api/admin/portals/{id}/settings` with `{settings}`. */
export const adminSaveSettingsEndpoint = post(
  (id: string) => `/api/admin/portals/${seg(id)}/settings`,
  AdminSaveSettingsRequest,
  AdminSaveSettingsReply,
);
/** `GET /api/admin/texts`. */
export const adminTextVariantsEndpoint = get(() => "/api/admin/texts", AdminTextVariantsReply);
/** `GET /api/admin/texts/{variant}?q=`. */
export const adminTextsEndpoint = get(
  (variant: string, search: string) =>
    `/api/admin/texts/${seg(variant)}${query({ q: search === "" ? undefined : search })}`,
  AdminTextsReply,
);
/** `POST /api/admin/texts/{variant}` with `{key, text}`. */
export const adminSaveTextEndpoint = post(
  (variant: string) => `/api/admin/texts/${seg(variant)}`,
  AdminSaveTextRequest,
  AdminSaveTextReply,
);
/** `GET /api/admin/audit`. */
export const adminAuditEndpoint = get(() => "/api/admin/audit", AdminAuditReply);
/** `POST /api/admin/audit/{id}/undo` with `{}`. */
export const adminUndoEndpoint = post(
  (id: string) => `/api/admin/audit/${seg(id)}/undo`,
  AdminUndoRequest,
  AdminUndoReply,
);

/**
 * The body of a refused back-office call: 401 `{done: false, loggedIn: false, error}`, 403 `{done: false, error}`,
 * 400 `{done: false, error, field, issues}` (each failing field with its message key), 404 and 409 with a `reason`.
 */
export const AdminFailureReply = Schema.Struct({
  done: Schema.Literal(false),
  error: Schema.String,
  loggedIn: Schema.optional(Schema.Boolean),
  field: Schema.optional(Schema.String),
  reason: Schema.optional(Schema.String),
  issues: Schema.optional(Schema.Array(Schema.Struct({ field: Schema.String, key: Schema.String }))),
});
export type AdminFailureReply = typeof AdminFailureReply.Type;

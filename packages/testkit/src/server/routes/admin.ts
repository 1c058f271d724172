import {
  ADMIN_REFUSAL_STATUS,
  adminAccess,
  settingsChanges,
  translateAdmin,
  undoSettingsChange,
  validateCustomText,
  validatePortalSettings,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { saveCustomText } from "../../db/customTextStore.js";
import { DEMO_PORTALS, type DemoPortal } from "../../db/demoPortals.js";
import { auditEntry, listAudit, type StoredAuditEntry, savePortalSettings } from "../../db/portalSettingsStore.js";
import { badRequest, positiveId, readJsonValue } from "../../internal/requestBody.js";
import { undoContent } from "../adminContent.js";
import { authorOf, invalidAdminPayload, undoRefused, undoStoredText } from "../adminReplies.js";
import type { DemoEnv } from "../context.js";
import { catalogText, currentVariant, currentVariants, variantTexts } from "../customTexts.js";
import { undoHotelEntry } from "../hotelContent.js";
import { adminPortalOf, auditEntryNamer, namedAuditEntry, portalSettingsOf } from "../portalSettings.js";
import { undoTourText } from "../tourTexts.js";

/** The `settings` of a JSON body, if the body is an object. */
const settingsIn = (body: unknown): unknown =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as { settings?: unknown }).settings
    : undefined;

const portalOf = (id: string): DemoPortal | undefined => DEMO_PORTALS.find((portal) => String(portal.id) === id);

const unknownPortal = (c: Context<DemoEnv>, id: string) =>
  c.json({ done: false, error: `id: unknown portal "${id}"`, field: "id" }, 404);

const unknownVariant = (c: Context<DemoEnv>, id: string) =>
  c.json({ done: false, error: `variant: unknown language variant "${id}"`, field: "variant" }, 404);

const noEntry = (c: Context<DemoEnv>, id: number) =>
  c.json({ done: false, error: `id: no change ${id}`, field: "id" }, 404);

/** Undoes a custom text's entry: the text back to what it was, recorded as a change of its own. */
const undoText = (c: Context<DemoEnv>, entry: StoredAuditEntry, id: number) => {
  const db = c.get("demo").db;
  const variant = currentVariant(db, entry.target);
  if (variant === undefined) return noEntry(c, id);
  return undoStoredText(c, entry, id, {
    current: variant.overwrite[entry.field] ?? "",
    base: catalogText(variant, entry.field) ?? "",
    save: (change, author, undoOf) => saveCustomText(db, variant.id, change, author, undoOf),
  });
};

/**
 * The back office's calls (ours; see the README): the portals' settings, their change log and its undo. Every path
 * under `/api/admin/` is refused before any handler runs: 401 to nobody signed in, 403 to anyone but an
 * administrator (core's `adminAccess`), whatever the request carries.
 */
export const adminRoutes = new Hono<DemoEnv>()
  .use("/api/admin/*", async (c, next) => {
    const access = adminAccess(c.get("user"));
    if (access === "signInRequired")
      return c.json(
        { done: false, error: "No hay una sesión iniciada.", loggedIn: false },
        ADMIN_REFUSAL_STATUS[access],
      );
    if (access === "forbidden")
      return c.json({ done: false, error: translateAdmin("es", "admin.forbidden") }, ADMIN_REFUSAL_STATUS[access]);
    await next();
  })
  .get("/api/admin/portals", (c) =>
    c.json({ done: true, portals: DEMO_PORTALS.map((portal) => adminPortalOf(c.get("demo").db, portal)) }),
  )
  .get("/api/admin/portals/:id", (c) => {
    const portal = portalOf(c.req.param("id"));
    if (portal === undefined) return unknownPortal(c, c.req.param("id"));
    return c.json({ done: true, portal: adminPortalOf(c.get("demo").db, portal) });
  })
  .post("/api/admin/portals/:id/settings", async (c) => {
    const portal = portalOf(c.req.param("id"));
    if (portal === undefined) return unknownPortal(c, c.req.param("id"));
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const next = validatePortalSettings(settingsIn(body.success));
    if (Result.isFailure(next)) return invalidAdminPayload(c, next.failure, "settings.");
    const db = c.get("demo").db;
    const changes = settingsChanges(portalSettingsOf(db, portal), next.success);
    const entries = changes.length === 0 ? [] : savePortalSettings(db, portal.id, next.success, changes, authorOf(c));
    return c.json({ done: true, portal: adminPortalOf(db, portal), entries: entries.map(namedAuditEntry) });
  })
  .get("/api/admin/texts", (c) =>
    c.json({
      done: true,
      variants: currentVariants(c.get("demo").db).map(({ id, name, base }) => ({ id, name, base })),
    }),
  )
  .get("/api/admin/texts/:variant", (c) => {
    const variant = currentVariant(c.get("demo").db, c.req.param("variant"));
    if (variant === undefined) return unknownVariant(c, c.req.param("variant"));
    const search = (c.req.query("q") ?? "").slice(0, 100);
    const { id, name, base } = variant;
    return c.json({ done: true, variant: { id, name, base }, texts: variantTexts(variant, search) });
  })
  .post("/api/admin/texts/:variant", async (c) => {
    const db = c.get("demo").db;
    const variant = currentVariant(db, c.req.param("variant"));
    if (variant === undefined) return unknownVariant(c, c.req.param("variant"));
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const key =
      typeof body.success === "object" && body.success !== null ? (body.success as { key?: unknown }).key : undefined;
    const edit = validateCustomText(body.success, typeof key === "string" ? catalogText(variant, key) : undefined);
    if (Result.isFailure(edit)) return invalidAdminPayload(c, edit.failure, "");
    const before = variant.overwrite[edit.success.key] ?? "";
    const change = { field: edit.success.key, before, after: edit.success.text };
    const entries = before === change.after ? [] : saveCustomText(db, variant.id, change, authorOf(c));
    const text = { key: change.field, base: catalogText(variant, change.field) ?? "", text: change.after };
    return c.json({ done: true, text, entries: entries.map(namedAuditEntry) });
  })
  .get("/api/admin/audit", (c) => {
    const { db, inventory } = c.get("demo");
    const named = auditEntryNamer((id) => inventory.hotel(id)?.name);
    return c.json({ done: true, entries: listAudit(db).map(named) });
  })
  .post("/api/admin/audit/:id/undo", (c) => {
    const id = positiveId("id", c.req.param("id"));
    if (Result.isFailure(id)) return badRequest(c, id.failure);
    const db = c.get("demo").db;
    const entry = auditEntry(db, id.success);
    if (entry?.module === "texts") return undoText(c, entry, id.success);
    if (entry?.module === "hotels") return undoHotelEntry(c, entry, id.success);
    if (entry?.module === "tour") return undoTourText(c, entry, id.success);
    const content = entry === undefined ? undefined : undoContent(c, entry, id.success);
    if (content !== undefined) return content;
    const portal = entry === undefined ? undefined : portalOf(entry.target);
    if (entry === undefined || portal === undefined) return noEntry(c, id.success);
    const undone = undoSettingsChange(portalSettingsOf(db, portal), entry);
    if (Result.isFailure(undone)) return undoRefused(c, undone.failure);
    const [recorded] = savePortalSettings(
      db,
      portal.id,
      undone.success.settings,
      [undone.success.change],
      authorOf(c),
      id.success,
    );
    return c.json({ done: true, entry: namedAuditEntry(recorded ?? entry), portal: adminPortalOf(db, portal) });
  });

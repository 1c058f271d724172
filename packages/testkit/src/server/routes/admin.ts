import {
  ADMIN_REFUSAL_STATUS,
  adminAccess,
  settingsChanges,
  translateAdmin,
  undoSettingsChange,
  validatePortalSettings,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { DEMO_PORTALS, type DemoPortal } from "../../db/demoPortals.js";
import { auditEntry, listAudit, savePortalSettings } from "../../db/portalSettingsStore.js";
import { badRequest, positiveId, readJsonValue } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { adminPortalOf, namedAuditEntry, portalSettingsOf } from "../portalSettings.js";

/** The `settings` of a JSON body, if the body is an object. */
const settingsIn = (body: unknown): unknown =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as { settings?: unknown }).settings
    : undefined;

const portalOf = (id: string): DemoPortal | undefined => DEMO_PORTALS.find((portal) => String(portal.id) === id);

const unknownPortal = (c: Context<DemoEnv>, id: string) =>
  c.json({ done: false, error: `id: unknown portal "${id}"`, field: "id" }, 404);

const authorOf = (c: Context<DemoEnv>) => ({ who: c.get("user")?.username ?? "", at: c.get("demo").now().getTime() });

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
    if (Result.isFailure(next)) {
      const [first] = next.failure;
      const field = first === undefined || first.field === "settings" ? "settings" : `settings.${first.field}`;
      const reason = first === undefined ? "" : translateAdmin("es", first.key, first.params);
      const issues = next.failure.map(({ field: name, key }) => ({ field: name, key }));
      return c.json({ done: false, error: `${field}: ${reason}`, field, issues }, 400);
    }
    const db = c.get("demo").db;
    const changes = settingsChanges(portalSettingsOf(db, portal), next.success);
    const entries = changes.length === 0 ? [] : savePortalSettings(db, portal.id, next.success, changes, authorOf(c));
    return c.json({ done: true, portal: adminPortalOf(db, portal), entries: entries.map(namedAuditEntry) });
  })
  .get("/api/admin/audit", (c) => c.json({ done: true, entries: listAudit(c.get("demo").db).map(namedAuditEntry) }))
  .post("/api/admin/audit/:id/undo", (c) => {
    const id = positiveId("id", c.req.param("id"));
    if (Result.isFailure(id)) return badRequest(c, id.failure);
    const db = c.get("demo").db;
    const entry = auditEntry(db, id.success);
    const portal = entry === undefined ? undefined : portalOf(entry.target);
    if (entry === undefined || portal === undefined)
      return c.json({ done: false, error: `id: no change ${id.success}`, field: "id" }, 404);
    const undone = undoSettingsChange(portalSettingsOf(db, portal), entry);
    if (Result.isFailure(undone)) {
      const refusal = undone.failure;
      const error =
        refusal.reason === "invalid"
          ? refusal.issues.map((issue) => translateAdmin("es", issue.key, issue.params)).join(" ")
          : translateAdmin("es", `admin.audit.refused.${refusal.reason}`);
      return c.json({ done: false, error, reason: refusal.reason }, 409);
    }
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

import {
  type AdminPoi,
  airlineName,
  HOME_LISTS,
  isHomeList,
  nextAdminPoiId,
  storedPoiValue,
  validateAdminPoi,
  validateAirlineName,
  validateHomeList,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { contentValues, markContent, saveContent } from "../../db/adminContentStore.js";
import { demoFold } from "../../internal/demoRequest.js";
import { badRequest, readJsonValue } from "../../internal/requestBody.js";
import { adminAirlines, adminCityPois, currentHomeList } from "../adminContent.js";
import { authorOf, invalidAdminPayload } from "../adminReplies.js";
import type { DemoEnv } from "../context.js";
import { namedAuditEntry } from "../portalSettings.js";
import { scenarioActive } from "../scenario.js";

const notFound = (c: Context<DemoEnv>, field: string, what: string) =>
  c.json({ done: false, error: `${field}: unknown ${what}`, field }, 404);

const recordOf = (body: unknown, key: string): unknown =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[key]
    : undefined;

/**
 * Puts a saved POI in the portal's POI index (spec 000 §7 `insertPoi`). Spec 000 §8: "a failed POI save is
 * swallowed": the back office's save stands and answers 200; the demo logs 'Error Saving document into index' and
 * the portal's lookup leaves the POI out until a later save indexes it. The `index-save-fail` scenario fails it.
 */
const indexPoi = (c: Context<DemoEnv>, poi: AdminPoi): boolean => {
  const { db, now } = c.get("demo");
  const failed = scenarioActive(c, "index-save-fail");
  if (failed) console.warn(`[demo API] insertPoi ${poi.id}: Error Saving document into index (swallowed)`);
  markContent(db, "poiUnindexed", poi.id, failed, now().getTime());
  return !failed;
};

/**
 * The back office's content calls (ours; see the README): a destination's points of interest (list, add or edit,
 * remove; each save also indexed, `insertPoi`), the airlines' names (`find-airline` answers them) and the home's
 * promotions and recommended hotels. Mounted after `adminRoutes`, whose guard refuses every `/api/admin/` call to
 * anyone but an administrator before these run.
 */
export const adminContentRoutes = new Hono<DemoEnv>()
  .get("/api/admin/pois/:city", (c) => {
    const { db, inventory } = c.get("demo");
    const city = inventory.city(c.req.param("city"));
    if (city === undefined) return notFound(c, "city", "destination");
    return c.json({
      done: true,
      city: { code: city.code, name: city.name.es, latitude: city.lat, longitude: city.lng },
      pois: adminCityPois(db, inventory, city.code),
    });
  })
  .post("/api/admin/pois", async (c) => {
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const draft = validateAdminPoi(recordOf(body.success, "poi"));
    if (Result.isFailure(draft)) return invalidAdminPayload(c, draft.failure, "poi.");
    const { db, inventory } = c.get("demo");
    if (inventory.city(draft.success.city) === undefined) return notFound(c, "poi.city", "destination");
    const known = adminCityPois(db, inventory, draft.success.city);
    const id = draft.success.id ?? nextAdminPoiId(draft.success.city, [...contentValues(db, "poi").keys()]);
    if (draft.success.id !== undefined && !known.some((poi) => poi.id === id)) return notFound(c, "poi.id", "POI");
    const poi: AdminPoi = { ...draft.success, id };
    const entries = saveContent(db, "poi", id, storedPoiValue(poi), authorOf(c));
    const indexed = indexPoi(c, poi);
    return c.json({ done: true, poi, indexed, entries: entries.map(namedAuditEntry) });
  })
  .post("/api/admin/pois/:city/:id/remove", (c) => {
    const { db, inventory } = c.get("demo");
    const city = inventory.city(c.req.param("city"));
    const id = c.req.param("id");
    const poi = city === undefined ? undefined : adminCityPois(db, inventory, city.code).find((p) => p.id === id);
    if (poi === undefined) return notFound(c, "id", "POI");
    const entries = saveContent(db, "poi", id, "removed", authorOf(c));
    return c.json({ done: true, poi, indexed: true, entries: entries.map(namedAuditEntry) });
  })
  .get("/api/admin/airlines", (c) => {
    const search = demoFold((c.req.query("q") ?? "").slice(0, 60));
    return c.json({
      done: true,
      airlines: adminAirlines(c.get("demo").db).filter(
        (airline) => search === "" || demoFold(`${airline.carrierId} ${airline.name}`).includes(search),
      ),
    });
  })
  .post("/api/admin/airlines/:code", async (c) => {
    const airline = adminAirlines(c.get("demo").db).find((known) => known.carrierId === c.req.param("code"));
    if (airline === undefined) return notFound(c, "code", "airline");
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const edit = validateAirlineName(body.success);
    if (Result.isFailure(edit)) return invalidAdminPayload(c, edit.failure, "");
    const saved = edit.success.name === airline.seedName ? "" : edit.success.name;
    const db = c.get("demo").db;
    const entries = saveContent(db, "airline", airline.carrierId, saved, authorOf(c));
    return c.json({
      done: true,
      airline: { ...airline, name: airlineName(airline.seedName, saved) },
      entries: entries.map(namedAuditEntry),
    });
  })
  .get("/api/admin/home", (c) => {
    const { db, inventory } = c.get("demo");
    const [promotions, recommended] = HOME_LISTS.map((list) => currentHomeList(db, inventory, list));
    return c.json({ done: true, promotions, recommended });
  })
  .post("/api/admin/home/:list", async (c) => {
    const list = c.req.param("list");
    if (!isHomeList(list)) return notFound(c, "list", "home list");
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const items = validateHomeList(body.success);
    if (Result.isFailure(items)) return invalidAdminPayload(c, items.failure, "");
    const { db, inventory } = c.get("demo");
    const unknown = items.success.findIndex((item) => inventory.hotel(item.hotelId) === undefined);
    if (unknown >= 0) return notFound(c, `items.${unknown}.hotelId`, "hotel");
    const before = JSON.stringify(currentHomeList(db, inventory, list));
    const after = JSON.stringify(items.success);
    // The first save's 'before' is "" (the seed's list): its undo gives the seed's list back.
    const entries = before === after ? [] : saveContent(db, "home", list, after, authorOf(c));
    return c.json({ done: true, list, items: items.success, entries: entries.map(namedAuditEntry) });
  });

import {
  ActivitySearchRequest,
  type ActivitySummary,
  buildActivitySearchUrl,
  parseActivityResultsUrl,
  parseCalendarDate,
  ROUTES,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { demoBadRequest, demoCurrency, demoLanguage, demoNotFound, demoToday } from "../../internal/demoRequest.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import {
  type InventoryActivity,
  inventoryActivityBands,
  inventoryActivityImages,
  inventoryActivitySlots,
  inventoryActivityTexts,
  inventoryCityActivities,
} from "../../inventory/activities.js";
import { dayNumber } from "../../inventory/days.js";
import { demoConvertMinor } from "../../inventory/money.js";
import { placeCityOfAirport } from "../../inventory/places.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

/** The longest range the demo answers, in days (core's form allows 31). */
const MAX_DAYS = 31;

const cityOf = (c: Context<DemoEnv>, code: string) => c.get("demo").inventory.city(code) ?? placeCityOfAirport(code);

const summaryOf = (
  c: Context<DemoEnv>,
  activity: InventoryActivity,
  from: string,
  to: string,
  currency: string,
): ActivitySummary => {
  const { seed } = c.get("demo").inventory;
  const slots = inventoryActivitySlots(seed, activity, from, to);
  const language = demoLanguage(c);
  return {
    id: activity.id,
    name: activity.name[language],
    category: activity.category,
    durationMinutes: activity.durationMinutes,
    languages: activity.languages,
    startTimes: [...new Set(slots.map((slot) => slot.time))].sort(),
    freeCancellation: activity.freeCancellationHours !== null,
    rating: activity.rating,
    reviews: activity.reviews,
    priceFrom: { minor: demoConvertMinor(activity.adultUsd, currency), currency },
    image: inventoryActivityImages(activity.id)[0] ?? "",
    summary: inventoryActivityTexts(activity, language).summary,
  };
};

/** The days from–to of a request, checked: real days, not past, in order, at most {@link MAX_DAYS}. */
const checkedDays = (c: Context<DemoEnv>, from: string, to: string): string | null => {
  if (Result.isFailure(parseCalendarDate(from))) return "from";
  if (Result.isFailure(parseCalendarDate(to))) return "to";
  if (dayNumber(from) < dayNumber(demoToday(c))) return "from";
  if (dayNumber(to) < dayNumber(from) || dayNumber(to) - dayNumber(from) >= MAX_DAYS) return "to";
  return null;
};

/**
 * The activity calls of the demo API (core defines them; the specs show none): `POST /api/v1/activities/search
 * {url}` answers every activity of the destination with a slot in the days (filters, sort and pages are core's, in
 * the portal), and `GET /api/v1/activities/detail/{id}?from&to` the activity with its bands and slots. Prices in
 * the session's currency. Scenarios: `search-empty`, `search-fail` (the middleware), `detail-fail`.
 */
export const activityRoutes = new Hono<DemoEnv>()
  .post("/api/v1/activities/search", async (c) => {
    const body = await readJsonBody(c, ActivitySearchRequest);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const parsed = parseActivityResultsUrl(body.success.url);
    if (Result.isFailure(parsed)) {
      if (parsed.failure.field === "path") return demoBadRequest(c, "url", `expected ${ROUTES.activityResults}`);
      return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
    }
    const { search } = parsed.success;
    if (body.success.url !== buildActivitySearchUrl(search))
      return demoBadRequest(c, "url", "filters, sort and page are the portal's: send the search path alone");
    const bad = checkedDays(c, search.from, search.to);
    if (bad !== null) return demoBadRequest(c, bad, `expected days from today, in order, at most ${MAX_DAYS}`);
    if (search.destination._tag !== "DestinationCode") return demoBadRequest(c, "destination", "expected a city code");
    const city = cityOf(c, search.destination.id);
    if (city === undefined) return demoBadRequest(c, "destination", `unknown destination "${search.destination.id}"`);
    const currency = demoCurrency(c);
    const { seed } = c.get("demo").inventory;
    const activities = scenarioActive(c, "search-empty")
      ? []
      : inventoryCityActivities(seed, city)
          .map((activity) => summaryOf(c, activity, search.from, search.to, currency))
          .filter((activity) => activity.startTimes.length > 0);
    return c.json({
      done: true,
      activities,
      destination: { id: city.code, name: city.name[demoLanguage(c)] },
    });
  })
  .get("/api/v1/activities/detail/:id", (c) => {
    if (scenarioActive(c, "detail-fail"))
      return c.json(
        { done: false, error: "Lo sentimos. Tu solicitud no se ha podido completar en este momento." },
        500,
      );
    const id = c.req.param("id");
    const from = c.req.query("from") ?? "";
    const to = c.req.query("to") ?? "";
    const bad = checkedDays(c, from, to);
    if (bad !== null) return demoBadRequest(c, bad, `expected days from today, in order, at most ${MAX_DAYS}`);
    const city = cityOf(c, id.split("-")[0] ?? "");
    const { seed } = c.get("demo").inventory;
    const activity = city === undefined ? undefined : inventoryCityActivities(seed, city).find((a) => a.id === id);
    if (activity === undefined) return demoNotFound(c, "id", `unknown activity "${id}"`);
    const currency = demoCurrency(c);
    const language = demoLanguage(c);
    const summary = summaryOf(c, activity, from, to, currency);
    const texts = inventoryActivityTexts(activity, language);
    const convert = (usd: number) => demoConvertMinor(usd, currency);
    return c.json({
      done: true,
      activity: {
        ...summary,
        description: texts.description,
        included: texts.included,
        notIncluded: texts.notIncluded,
        meetingPoint: { name: texts.meeting, latitude: activity.lat, longitude: activity.lng },
        images: inventoryActivityImages(activity.id),
        currency,
        bands: inventoryActivityBands(activity, convert),
        slots: inventoryActivitySlots(seed, activity, from, to),
        ...(activity.freeCancellationHours === null ? {} : { freeCancellationHours: activity.freeCancellationHours }),
      },
    });
  });

import { type BundleSearch, parseBundleSearchForm } from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import {
  type DemoLanguage,
  demoAnswerNext,
  demoBadRequest,
  demoCurrency,
  demoFold,
  demoFormEntries,
  demoLanguage,
  demoToday,
} from "../../internal/demoRequest.js";
import { badRequest } from "../../internal/requestBody.js";
import {
  bundleMonthStart,
  INVENTORY_TEMATICS,
  type InventoryBundle,
  inventoryBundleMonths,
  inventoryBundleTitle,
} from "../../inventory/bundles.js";
import { demoConvertMinor, minorToDecimal } from "../../inventory/money.js";
import { PLACE_COUNTRIES } from "../../inventory/places.js";
import type { DemoEnv } from "../context.js";

/**
 * Where bundle searches land. Spec 002 shows the two form posts but no results route; decision: the posts answer
 * `/dynamicVacationBundle/results?destination_ids=…&period_ids=…&tematic_ids=…` (ids joined by `,`, as the form's
 * hidden fields carry them) and, for scripted callers, the matching bundles too.
 */
const BUNDLE_RESULTS_PATH = "/dynamicVacationBundle/results";

const allBundles = (c: Context<DemoEnv>): InventoryBundle[] => {
  const { inventory } = c.get("demo");
  const today = demoToday(c);
  return inventory.cities.flatMap((city) => inventory.bundlesOf(city.code, today));
};

const bundleJson = (bundle: InventoryBundle, c: Context<DemoEnv>, language: DemoLanguage) => {
  const city = c.get("demo").inventory.city(bundle.cityCode);
  const currency = demoCurrency(c);
  return {
    id: bundle.id,
    title: city === undefined ? bundle.title : inventoryBundleTitle(city, bundle.nights, language),
    destination: { id: bundle.cityCode, name: city?.name[language] ?? bundle.cityCode },
    tematics: bundle.tematicIds.map((id) => ({
      id: String(id),
      name: INVENTORY_TEMATICS.find((theme) => theme.id === id)?.name[language] ?? "",
    })),
    months: [...bundle.monthIds],
    nights: bundle.nights,
    firstDeparture: bundleMonthStart(bundle.monthIds[0] ?? demoToday(c).slice(0, 7), 4),
    from: { amount: minorToDecimal(demoConvertMinor(bundle.fromUsdMinor, currency)), currency },
    image: `/img/paquetes/${bundle.tematicIds[0] ?? 1}.jpg`,
  };
};

const matches = (bundle: InventoryBundle, search: BundleSearch) =>
  (search.destinations.length === 0 || search.destinations.some((place) => place.id === bundle.cityCode)) &&
  (search.periods.length === 0 || search.periods.some((place) => bundle.monthIds.includes(place.id))) &&
  (search.themeIds.length === 0 || search.themeIds.some((id) => bundle.tematicIds.includes(Number(id))));

const resultsUrl = (search: BundleSearch) => {
  const query = new URLSearchParams([
    ["destination_ids", search.destinations.map((place) => place.id).join(",")],
    ["period_ids", search.periods.map((place) => place.id).join(",")],
    ["tematic_ids", search.themeIds.join(",")],
  ]);
  return `${BUNDLE_RESULTS_PATH}?${query.toString()}`;
};

const readSearch = async (c: Context<DemoEnv>) => {
  const entries = await demoFormEntries(c);
  if (Result.isFailure(entries)) return { ok: false as const, response: badRequest(c, entries.failure) };
  const parsed = parseBundleSearchForm(entries.success);
  if (Result.isFailure(parsed))
    return { ok: false as const, response: demoBadRequest(c, parsed.failure.field, parsed.failure.reason) };
  const search = parsed.success;
  const known = new Set(INVENTORY_TEMATICS.map((theme) => String(theme.id)));
  const badTheme = search.themeIds.find((id) => !known.has(id));
  if (badTheme !== undefined)
    return { ok: false as const, response: demoBadRequest(c, "search[tematic_ids]", `unknown theme "${badTheme}"`) };
  const months = new Set(inventoryBundleMonths(demoToday(c)).map((month) => month.id));
  const badMonth = search.periods.find((place) => !months.has(place.id));
  if (badMonth !== undefined)
    return { ok: false as const, response: demoBadRequest(c, "search[period_ids]", `unknown month "${badMonth.id}"`) };
  const { inventory } = c.get("demo");
  const badCity = search.destinations.find((place) => inventory.city(place.id) === undefined);
  if (badCity !== undefined)
    return {
      ok: false as const,
      response: demoBadRequest(c, "search[destination_ids]", `unknown destination "${badCity.id}"`),
    };
  return { ok: true as const, search };
};

const readPattern = (c: Context<DemoEnv>) => {
  const pattern = c.req.query("pattern");
  if (pattern !== undefined && pattern.length > 80) return undefined;
  return demoFold(pattern ?? "");
};

/**
 * Dynamic vacation bundles (spec 002 §2, §7): themes, month and destination options (`starred[]`, `all[]`), and the
 * two form posts, answering with the results URL to go to.
 */
export const bundleRoutes = new Hono<DemoEnv>()
  .get("/dynamicVacationBundle/getTematics", (c) =>
    c.json(INVENTORY_TEMATICS.map((theme) => ({ id: String(theme.id), name: theme.name[demoLanguage(c)] }))),
  )
  .get("/dynamicVacationBundle/searchMonth", (c) => {
    const pattern = readPattern(c);
    if (pattern === undefined) return demoBadRequest(c, "pattern", "is longer than 80 characters");
    const bundles = allBundles(c);
    const months = inventoryBundleMonths(demoToday(c)).filter(
      (month) => pattern === "" || demoFold(month.name).includes(pattern),
    );
    const starred = months.filter((month) =>
      bundles.some((bundle) => bundle.starred && bundle.monthIds.includes(month.id)),
    );
    return c.json({ starred, all: months });
  })
  .get("/dynamicVacationBundle/searchDestination", (c) => {
    const pattern = readPattern(c);
    if (pattern === undefined) return demoBadRequest(c, "pattern", "is longer than 80 characters");
    const language = demoLanguage(c);
    const { inventory } = c.get("demo");
    const bundles = allBundles(c);
    const codes = [...new Set(bundles.map((bundle) => bundle.cityCode))];
    const all = codes
      .map((code) => inventory.city(code))
      .filter((city) => city !== undefined)
      .filter(
        (city) =>
          pattern === "" || [city.name.es, city.name.en, city.name.pt].some((name) => demoFold(name).includes(pattern)),
      )
      .map((city) => ({
        id: city.code,
        name: `${city.name[language]}, ${PLACE_COUNTRIES[city.country]?.[language] ?? city.country}`,
      }));
    const starredCodes = new Set(bundles.filter((bundle) => bundle.starred).map((bundle) => bundle.cityCode));
    return c.json({ starred: all.filter((option) => starredCodes.has(option.id)), all });
  })
  .post("/search/dynamicVacationBundle", async (c) => {
    const read = await readSearch(c);
    if (!read.ok) return read.response;
    const language = demoLanguage(c);
    const results = allBundles(c).filter((bundle) => matches(bundle, read.search));
    return demoAnswerNext(c, resultsUrl(read.search), {
      results: results.map((bundle) => bundleJson(bundle, c, language)),
    });
  })
  .post("/dynamicVacationBundle/getAllResults", async (c) => {
    const read = await readSearch(c);
    if (!read.ok) return read.response;
    // 'Explorar nuestras propuestas': every proposal, the chosen ones first.
    const language = demoLanguage(c);
    const bundles = allBundles(c);
    const chosen = bundles.filter((bundle) => matches(bundle, read.search));
    const rest = bundles.filter((bundle) => !matches(bundle, read.search));
    return demoAnswerNext(c, `${BUNDLE_RESULTS_PATH}?all=1`, {
      results: [...chosen, ...rest].map((bundle) => bundleJson(bundle, c, language)),
    });
  });

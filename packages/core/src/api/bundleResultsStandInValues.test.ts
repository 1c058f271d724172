import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { bundlePriceGrid } from "../bundle/bundlePriceGrid.js";
import { bundleResultsFormValues } from "../bundle/bundleResultsSearch.js";
import { bundleResultsSummary } from "../bundle/bundleResultsSummary.js";
import { translate } from "../locale/catalog.js";
import { bundleResultsUrl } from "../routes/bundleResultsQuery.js";
import type { PageFirstReply } from "./pageFirstReplies.js";
import { pageStandInReplyValues } from "./pageStandInReplyValues.js";

const ALL = "/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1";
const CHOSEN = "/dynamicVacationBundle/results?destination_ids=CUN,XYZ&period_ids=2027-03&tematic_ids=1";

const bundle = (id: string, destination: { id: string; name: string }, amount = 900) => ({
  id,
  title: `Paquete ${id}`,
  destination,
  tematics: [{ id: "1", name: "Playa" }],
  months: ["2027-03", "2027-04"],
  nights: 7,
  firstDeparture: "2027-03-02",
  from: { amount, currency: "USD" },
  image: "img/paquetes/1.jpg",
});

const CANCUN = { id: "CUN", name: "Cancún" };
const BUNDLES = [bundle("1", CANCUN), bundle("2", { id: "BRC", name: "Bariloche" }, 700)];

const reply = (path: string, results: readonly object[], status = 200): PageFirstReply => ({
  method: "POST",
  path,
  body: "[]",
  status,
  contentType: "application/json",
  text: JSON.stringify({ done: true, next: "/dynamicVacationBundle/results", results }),
});
const allReply = (results: readonly object[] = BUNDLES, status = 200) =>
  reply("/dynamicVacationBundle/getAllResults", results, status);

describe("a bundle results page's stand-in values", () => {
  it("the search as the page shows it, and the count of its bundles, in the page's language", () => {
    expect(pageStandInReplyValues(ALL, [allReply()])).toEqual({
      summary: "Todos los destinos, meses y temáticas",
      count: "2 paquetes",
    });
    expect(pageStandInReplyValues(ALL, [allReply([BUNDLES[0] ?? {}])], "en")).toEqual({
      summary: "Every destination, month and theme",
      count: "1 bundle",
    });
    // A destination named by the bundles (its id when none is listed), the month in words, the theme by a bundle.
    expect(pageStandInReplyValues(CHOSEN, [reply("/search/dynamicVacationBundle", BUNDLES)])).toEqual({
      summary: "Cancún · XYZ · marzo 2027 · Playa",
      count: "2 paquetes",
    });
  });

  it("none for a failed, undecodable or other search, no bundle, or bundles that make no price grid", () => {
    const none = [
      [allReply(BUNDLES, 500)],
      [{ ...allReply(), text: "<html>" }],
      [{ ...allReply(), text: "{}" }],
      [reply("/search/dynamicVacationBundle", BUNDLES)],
      [allReply([])],
      [allReply([bundle("3", CANCUN, 1e300)])],
      [],
    ];
    for (const replies of none) expect(pageStandInReplyValues(ALL, replies)).toEqual({});
    expect(pageStandInReplyValues("/dynamicVacationBundle/results?page=0", [allReply()])).toEqual({});
  });

  const arbIds = fc.array(fc.constantFrom("CUN", "BRC", "MIA", "1", "2"), { maxLength: 3 });
  const arbBundle = fc
    .record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      destination: fc.constantFrom(CANCUN, { id: "BRC", name: "Bariloche" }, { id: "MIA", name: "Miami" }),
      amount: fc.oneof(
        fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
        fc.constant(1e300),
      ),
    })
    .map(({ id, destination, amount }) => bundle(id, destination, amount));

  test.prop(
    [
      fc.record({ destinationIds: arbIds, periodIds: fc.constantFrom([], ["2027-03"]), themeIds: arbIds }),
      fc.boolean(),
      fc.array(arbBundle, { maxLength: 15 }),
      fc.constantFrom("es", "en", "pt" as const),
    ],
    { numRuns: 1000 },
  )(
    "the page's own summary and count of the reply's bundles when they make a price grid, else nothing",
    (search, all, bundles, language) => {
      const query = { ...search, all, page: 1 };
      const path = all ? "/dynamicVacationBundle/getAllResults" : "/search/dynamicVacationBundle";
      const values = pageStandInReplyValues(bundleResultsUrl(query), [reply(path, bundles)], language);
      if (bundlePriceGrid(bundles).rows.length === 0) expect(values).toEqual({});
      else
        expect(values).toEqual({
          summary: bundleResultsSummary(
            bundleResultsFormValues(query, bundles, language),
            [],
            bundles,
            translate(language, "bundleResults.anyChoice"),
          ),
          count: translate(language, "bundleResults.count", { count: bundles.length }),
        });
    },
  );
});

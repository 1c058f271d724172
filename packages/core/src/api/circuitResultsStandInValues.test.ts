import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { circuitCardTexts } from "../circuit/circuitCardTexts.js";
import { circuitResultsShown } from "../circuit/circuitResultsShown.js";
import { buildCircuitResultsUrl, parseCircuitResultsUrl } from "../circuit/circuitResultsUrl.js";
import { arbCircuitResultsPage, arbCircuitSummary } from "../circuit/test/arbitraries.js";
import { jsonReply } from "../test/pageReplies.js";
import type { PageFirstReply } from "./pageFirstReplies.js";
import { pageFollowUpCalls, pageStandInReplyValues } from "./pageStandInReplyValues.js";

const PAGE = "/circuits/results/europe/2027-05/2/1";

const circuit = (id: string, minor: number, departuresAvailable = 2) => ({
  id,
  name: `Circuito ${id}`,
  days: 9,
  countries: [{ code: "IT", name: "Italia" }],
  cities: ["Roma", "Florencia"],
  priceFrom: { minor, currency: "USD" },
  departuresAvailable,
  image: "",
  summary: "",
});

const guest = jsonReply("GET", "/api/user", { id: "guest", products: [], guest: true, portalId: "1" });
const config = (enableCircuits: boolean) => jsonReply("GET", "/api/portal/config/1", { id: "1", enableCircuits });
const circuits = [circuit("C1", 150000), circuit("C2", 90000), circuit("C3", 120000)];
const search = (list: readonly object[] = circuits, done = true) =>
  jsonReply("POST", "/api/v1/circuits/search", { done, circuits: list, area: { code: "europe", name: "Europa" } });

describe("a circuit results page's stand-in values", () => {
  it("asks, once the user's record has answered, for the configuration of the portal it names", () => {
    expect(pageFollowUpCalls(PAGE, [guest, search()])).toEqual([{ method: "GET", path: "/api/portal/config/1" }]);
    expect(pageFollowUpCalls(PAGE, [{ ...guest, status: 500 }, search()])).toEqual([]);
    expect(pageFollowUpCalls(PAGE, [jsonReply("GET", "/api/user", { id: "guest", products: [] }), search()])).toEqual(
      [],
    );
    expect(pageFollowUpCalls("/hotel/details/x", [guest])).toEqual([]);
  });

  it("the heading, the search's line, the count and the first card of the default sort, in the page's language", () => {
    expect(pageStandInReplyValues(PAGE, [guest, search(), config(true)])).toEqual({
      title: "Circuitos en Europa",
      summary: "2 viajeros, 1 habitación · mayo de 2027",
      count: "3 circuitos",
      cardFigure: "9",
      cardKicker: "9 días",
      cardName: "Circuito C2",
      cardLine: "Roma → Florencia",
      cardSubline: "Italia",
      cardNote: "2 salidas disponibles en el mes",
      cardPrice: "Desde USD 900,00 por persona",
    });
    expect(pageStandInReplyValues(PAGE, [guest, search(), config(true)], "en")).toMatchObject({
      count: "3 tours",
      cardKicker: "9 days",
    });
  });

  it("none where circuits are not offered, the search failed or lists none, the first is full, or the sort is not the default", () => {
    const none: readonly (readonly [string, readonly PageFirstReply[]])[] = [
      [PAGE, [guest, search(), config(false)]],
      [PAGE, [guest, search()]],
      [PAGE, [search(), config(true)]],
      [PAGE, [guest, search(), { ...config(true), status: 500 }]],
      [PAGE, [guest, { ...search(), status: 500 }, config(true)]],
      [PAGE, [guest, search(circuits, false), config(true)]],
      [PAGE, [guest, search([]), config(true)]],
      [PAGE, [guest, { ...search(), text: "<html>" }, config(true)]],
      [PAGE, [guest, search([circuit("C1", 150000, 0)]), config(true)]],
      [`${PAGE}?sort=priceAsc`, [guest, search(), config(true)]],
    ];
    for (const [url, replies] of none) expect(pageStandInReplyValues(url, replies)).toEqual({});
  });

  test.prop([arbCircuitResultsPage, fc.array(arbCircuitSummary, { maxLength: 25 })], { numRuns: 1000 })(
    "the card is the first the page lists for its URL (filters, page), with its texts, or nothing",
    (page, list) => {
      const url = buildCircuitResultsUrl({ ...page, sort: "recommended" });
      const read = parseCircuitResultsUrl(url);
      if (Result.isFailure(read)) return;
      const values = pageStandInReplyValues(url, [guest, search(list), config(true)], "pt");
      const first = circuitResultsShown(list, read.success).items[0];
      if (first === undefined || first.departuresAvailable === 0) expect(values).toEqual({});
      else {
        expect(values.cardName).toBe(first.name);
        expect(values.cardPrice).toBe(circuitCardTexts(first, "pt").price);
      }
    },
  );
});

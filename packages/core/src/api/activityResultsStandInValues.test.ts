import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { activityCardTexts } from "../activity/activityCardTexts.js";
import { activityResultsShown } from "../activity/activityResultsShown.js";
import { buildActivityResultsUrl, parseActivityResultsUrl } from "../activity/activityResultsUrl.js";
import { arbActivityResultsPage, arbActivitySummary } from "../activity/test/arbitraries.js";
import { jsonReply } from "../test/pageReplies.js";
import { pageStandInReplyValues } from "./pageStandInReplyValues.js";

const PAGE = "/activities/results/BUE/2027-01-12/2027-01-19/2/0/0";
const SORTED_BY_PRICE = `${PAGE}?sort=priceAsc`;

const activity = (id: string, minor: number, rating: number) => ({
  id,
  name: `Actividad ${id}`,
  category: "tours",
  durationMinutes: 90,
  languages: ["es"],
  startTimes: ["10:00"],
  freeCancellation: id === "A2",
  rating,
  reviews: 10,
  priceFrom: { minor, currency: "USD" },
  image: `/images/activities/${id}/1.jpg`,
  summary: "",
});

const agent = jsonReply("GET", "/api/user", { id: "7", products: ["air", "htl", "act", "trf"] });
const activities = [activity("A1", 5000, 4.8), activity("A2", 2000, 4.1), activity("A3", 9000, 3.9)];
const search = (list: readonly object[] = activities, done = true) =>
  jsonReply("POST", "/api/v1/activities/search", {
    done,
    activities: list,
    destination: { id: "BUE", name: "Buenos Aires" },
  });

describe("an activity results page's stand-in values", () => {
  it("the heading, the count and the first card of the URL's sort, in the page's language", () => {
    expect(pageStandInReplyValues(PAGE, [agent, search()])).toEqual({
      title: "Actividades en Buenos Aires",
      count: "3 actividades",
      cardImage: "/images/activities/A1/1.jpg",
      cardKicker: "Visitas guiadas",
      cardName: "Actividad A1",
      cardLine: "1 hora 30 min · Español",
      cardSubline: "★ 4,8 (10 opiniones)",
      cardNote: "",
      cardPrice: "Desde USD 50,00 por adulto",
    });
    expect(pageStandInReplyValues(PAGE, [agent, search()], "en")).toMatchObject({
      title: "Activities in Buenos Aires",
      cardName: "Actividad A1",
      count: "3 activities",
    });
  });

  it("none for a URL sorted otherwise than by default: the stand-in's sort select shows the default sort", () => {
    expect(pageStandInReplyValues(SORTED_BY_PRICE, [agent, search()])).toEqual({});
  });

  it("none for a user not offered activities, a failed or unfinished search, no activity, or a first without image", () => {
    const none = [
      [jsonReply("GET", "/api/user", { id: "guest", products: [], guest: true }), search()],
      [jsonReply("GET", "/api/user", { id: "7", products: ["air", "htl"] }), search()],
      [{ ...agent, status: 401 }, search()],
      [search()],
      [agent, { ...search(), status: 500 }],
      [agent, search(activities, false)],
      [agent, search([])],
      [agent, { ...search(), text: "<html>" }],
      [agent, search([{ ...activity("A1", 5000, 4.8), image: "" }])],
    ];
    for (const replies of none) expect(pageStandInReplyValues(PAGE, replies)).toEqual({});
  });

  test.prop([arbActivityResultsPage, fc.array(arbActivitySummary, { maxLength: 25 })], { numRuns: 1000 })(
    "the card is the first the page lists for its URL (filters, page), with its texts, or nothing",
    (page, list) => {
      const url = buildActivityResultsUrl({ ...page, sort: "recommended" });
      const read = parseActivityResultsUrl(url);
      if (Result.isFailure(read)) return;
      const withImages = list.map((item) => ({ ...item, image: `/i/${item.id}.jpg` }));
      const values = pageStandInReplyValues(url, [agent, search(withImages)], "pt");
      const first = activityResultsShown(withImages, read.success).items[0];
      if (first === undefined) expect(values).toEqual({});
      else {
        expect(values.cardImage).toBe(first.image);
        expect(values.cardPrice).toBe(activityCardTexts(first, "pt").price);
      }
    },
  );
});

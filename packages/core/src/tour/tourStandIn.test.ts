import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { pageStandInReplyValues } from "../api/pageStandInReplyValues.js";
import { LANGUAGES } from "../locale/language.js";
import { jsonReply } from "../test/pageReplies.js";
import { tourStandInCalls, tourStandInShown, tourStandInStep } from "./tourStandIn.js";
import { foreseenFirstVisit, foreseenTourStep, TOUR_STEPS, tourStepOfPath } from "./tourSteps.js";

const FIRST_VISIT = { userLoggedFlag: null, visitorSeen: false };
const HOTEL_RESULTS = "/hotel/results/ROM/2027-01-01/2027-01-03/2";
/** A hotel results address as a person lands on it: any destination, dates and rooms, with or without a query. */
const hotelResultsAddress = fc
  .tuple(
    fc.stringMatching(/^[A-Z]{3}$/),
    fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
    fc.stringMatching(/^[1-4](-[0-9])?$/),
    fc.constantFrom("", "?availability=CNF", "?view=lista#top", "#x"),
  )
  .map(([code, date, rooms, query]) => {
    const day = date.toISOString().slice(0, 10);
    return `/hotel/results/${code}/${day}/${day}/${rooms}${query}`;
  });
const foresight = fc.record({
  userLoggedFlag: fc.constantFrom(null, "true", "false", ""),
  visitorSeen: fc.boolean(),
});

describe("tourStandInStep", () => {
  it("is the home's first step and the hotel results' second, on those pages alone", () => {
    expect(tourStandInStep("/")).toBe("search");
    expect(tourStandInStep("/?utm=1#top")).toBe("search");
    expect(tourStandInStep(HOTEL_RESULTS)).toBe("filters");
    // A route's pattern, as the build names the page whose document it writes.
    expect(tourStandInStep("/hotel/results/{destination}/{checkIn}/{checkOut}/{rooms}")).toBe("filters");
    for (const page of ["/mybudgets", "/hotel/details/roma/1/2027-01-01/2027-01-03/2/ROM", "//", "/admin/tour"])
      expect(tourStandInStep(page), page).toBeNull();
  });

  test.prop([hotelResultsAddress], { numRuns: 1000 })(
    "is the step the tour starts at on every hotel results address",
    (address) => {
      expect(tourStandInStep(address)).toBe("filters");
      expect(tourStandInStep(address)).toBe(tourStepOfPath(address.split(/[?#]/)[0] ?? address));
    },
  );
});

describe("tourStandInCalls", () => {
  it("asks for the tour's texts in the page's language on the pages that carry a step, and no other", () => {
    for (const language of LANGUAGES) {
      expect(tourStandInCalls("/", language)).toEqual([{ method: "GET", path: `/api/tour/${language}` }]);
      expect(tourStandInCalls(HOTEL_RESULTS, language)).toEqual([{ method: "GET", path: `/api/tour/${language}` }]);
    }
    expect(tourStandInCalls("/?utm=1#top", "en")).toEqual([{ method: "GET", path: "/api/tour/en" }]);
    for (const page of ["/mybudgets", "/hotel/details/roma/1/2027-01-01/2027-01-03/2/ROM", "//", "/admin/tour"])
      expect(tourStandInCalls(page, "es"), page).toEqual([]);
  });
});

describe("tourStandInShown", () => {
  test.prop(
    [
      fc.constantFrom("/", HOTEL_RESULTS, "/mybudgets"),
      fc.constantFrom(...TOUR_STEPS),
      foresight,
      fc.string({ minLength: 1 }).filter((title) => title.trim() !== ""),
    ],
    { numRuns: 1000 },
  )("shows a written step exactly where the tour foresees that step", (path, step, seen, title) => {
    const written = !title.includes("%%travesia:");
    expect(tourStandInShown(path, seen, title, step)).toBe(written && foreseenTourStep(path, seen) === step);
    expect(tourStandInShown(path, seen, title, step)).toBe(
      written && foreseenFirstVisit(seen) && tourStandInStep(path) === step,
    );
  });

  it("is not shown without the server's texts, off its page, nor for another page's step", () => {
    expect(tourStandInShown("/", FIRST_VISIT, "", "search")).toBe(false);
    expect(tourStandInShown("/", FIRST_VISIT, "  ", "search")).toBe(false);
    expect(tourStandInShown("/", FIRST_VISIT, "%%travesia:tourTitle%%", "search")).toBe(false);
    expect(tourStandInShown("/mybudgets", FIRST_VISIT, "Empezá por acá", "search")).toBe(false);
    expect(tourStandInShown(HOTEL_RESULTS, FIRST_VISIT, "Empezá por acá", "search")).toBe(false);
    expect(tourStandInShown("/", FIRST_VISIT, "Empezá por acá", "search")).toBe(true);
    expect(tourStandInShown(HOTEL_RESULTS, FIRST_VISIT, "Filtrá los resultados", "filters")).toBe(true);
  });
});

describe("a page's tour stand-in values (pageStandInReplyValues)", () => {
  const stepText = fc.record({ title: fc.string(), text: fc.string() });

  test.prop([fc.constantFrom(...LANGUAGES), fc.tuple(stepText, stepText, stepText)], { numRuns: 1000 })(
    "are the page's step's title and text of the tour's texts in the page's language",
    (language, texts) => {
      const steps = TOUR_STEPS.map((step, index) => ({ step, ...texts[index] }));
      const replies = [jsonReply("GET", `/api/tour/${language}`, { done: true, language, steps: steps.reverse() })];
      expect(pageStandInReplyValues("/", replies, language)).toEqual({
        tourTitle: texts[0]?.title,
        tourText: texts[0]?.text,
      });
      // The hotel results' document carries the second step.
      expect(pageStandInReplyValues(`${HOTEL_RESULTS}?availability=CNF`, replies, language)).toEqual({
        tourTitle: texts[1]?.title,
        tourText: texts[1]?.text,
      });
    },
  );

  it("are empty when the texts failed, do not decode, lack the step, or are another language's", () => {
    const steps = [{ step: "search", title: "Start here", text: "Pick" }];
    for (const replies of [
      [],
      [jsonReply("GET", "/api/tour/en", { done: false }, 500)],
      [jsonReply("GET", "/api/tour/en", { done: true, language: "en", steps: [{ step: "search", title: 1 }] })],
      [jsonReply("GET", "/api/tour/en", { done: true, language: "en", steps: [{ ...steps[0], step: "filters" }] })],
      [jsonReply("GET", "/api/tour/es", { done: true, language: "es", steps })],
    ])
      expect(pageStandInReplyValues("/", replies, "en")).toEqual({ tourTitle: "", tourText: "" });
  });
});

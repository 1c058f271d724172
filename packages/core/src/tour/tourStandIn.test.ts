import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { pageStandInReplyValues } from "../api/pageStandInReplyValues.js";
import { LANGUAGES } from "../locale/language.js";
import { jsonReply } from "../test/pageReplies.js";
import { isTourStandInPage, TOUR_STAND_IN_STEP, tourStandInCalls, tourStandInShown } from "./tourStandIn.js";
import { foreseenFirstVisit, foreseenTourStep, TOUR_STEPS, tourStepOfPath } from "./tourSteps.js";

const FIRST_VISIT = { userLoggedFlag: null, visitorSeen: false };
const foresight = fc.record({
  userLoggedFlag: fc.constantFrom(null, "true", "false", ""),
  visitorSeen: fc.boolean(),
});

describe("tourStandInCalls", () => {
  it("asks the home for the tour's texts in the page's language, and no other page", () => {
    for (const language of LANGUAGES)
      expect(tourStandInCalls("/", language)).toEqual([{ method: "GET", path: `/api/tour/${language}` }]);
    expect(tourStandInCalls("/?utm=1#top", "en")).toEqual([{ method: "GET", path: "/api/tour/en" }]);
    for (const page of ["/mybudgets", "/hotel/results/ROM/2027-01-01/2027-01-03/2", "//", "/admin/tour"])
      expect(tourStandInCalls(page, "es"), page).toEqual([]);
  });

  it("stands in for the step the tour starts at on the home", () => {
    expect(tourStepOfPath("/")).toBe(TOUR_STAND_IN_STEP);
    expect(isTourStandInPage("/")).toBe(true);
  });
});

describe("tourStandInShown", () => {
  test.prop([foresight, fc.string({ minLength: 1 }).filter((title) => title.trim() !== "")], { numRuns: 1000 })(
    "shows a written step exactly where the tour foresees its step on the home",
    (seen, title) => {
      const written = !title.includes("%%travesia:");
      expect(tourStandInShown("/", seen, title)).toBe(written && foreseenTourStep("/", seen) === TOUR_STAND_IN_STEP);
      expect(tourStandInShown("/", seen, title)).toBe(written && foreseenFirstVisit(seen));
    },
  );

  it("is not shown without the server's texts, nor off the home", () => {
    expect(tourStandInShown("/", FIRST_VISIT, "")).toBe(false);
    expect(tourStandInShown("/", FIRST_VISIT, "  ")).toBe(false);
    expect(tourStandInShown("/", FIRST_VISIT, "%%travesia:tourTitle%%")).toBe(false);
    expect(tourStandInShown("/mybudgets", FIRST_VISIT, "Empezá por acá")).toBe(false);
    expect(tourStandInShown("/", FIRST_VISIT, "Empezá por acá")).toBe(true);
  });
});

describe("the home's tour stand-in values (pageStandInReplyValues)", () => {
  const stepText = fc.record({ title: fc.string(), text: fc.string() });

  test.prop([fc.constantFrom(...LANGUAGES), fc.tuple(stepText, stepText, stepText)], { numRuns: 1000 })(
    "are the first step's title and text of the tour's texts in the page's language",
    (language, texts) => {
      const steps = TOUR_STEPS.map((step, index) => ({ step, ...texts[index] }));
      const replies = [jsonReply("GET", `/api/tour/${language}`, { done: true, language, steps: steps.reverse() })];
      expect(pageStandInReplyValues("/", replies, language)).toEqual({
        tourTitle: texts[0]?.title,
        tourText: texts[0]?.text,
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

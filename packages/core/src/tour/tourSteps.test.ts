import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  foreseenTourStep,
  nextTourStep,
  previousTourStep,
  TOUR_STEP_OFFSET,
  TOUR_STEPS,
  tourSeenKey,
  tourStepOfPath,
} from "./tourSteps.js";

describe("tourStepOfPath", () => {
  it("starts the tour at the home's search box, the hotel results' filters and the hotel detail's budget button", () => {
    expect(tourStepOfPath("/")).toBe("search");
    expect(tourStepOfPath("/hotel/results/ROM/2026-12-10/2026-12-12/2")).toBe("filters");
    expect(tourStepOfPath("/hotel/details/hotel-roma/42/2026-12-10/2026-12-12/2/ROM")).toBe("addToBudget");
  });

  it("shows no step elsewhere", () => {
    for (const path of ["/admin", "/hotel/compare/1,2/ROM/a/b/2", "/flight/results", "/hotel/results", "/login"])
      expect(tourStepOfPath(path), path).toBeNull();
  });
});

describe("nextTourStep", () => {
  it("goes through the steps in order and ends after the last", () => {
    expect(TOUR_STEPS.map(nextTourStep)).toEqual(["filters", "addToBudget", null]);
  });

  it("goes back the same way ('Anterior'), with none before the first", () => {
    expect(TOUR_STEPS.map(previousTourStep)).toEqual([null, "search", "filters"]);
    for (const step of TOUR_STEPS) {
      const next = nextTourStep(step);
      if (next !== null) expect(previousTourStep(next)).toBe(step);
    }
  });
});

describe("TOUR_STEP_OFFSET", () => {
  it("is 16 for steps 2 and 3 (spec 000 §10)", () => {
    expect(TOUR_STEPS.map((step) => TOUR_STEP_OFFSET[step])).toEqual([8, 16, 16]);
  });
});

describe("tourSeenKey", () => {
  it("keeps a visitor's and each user's memory apart", () => {
    expect(tourSeenKey(null)).toBe("travesia.tourSeen.visitor");
    expect(new Set([tourSeenKey(null), tourSeenKey("2001"), tourSeenKey("9001")]).size).toBe(3);
  });
});

describe("foreseenTourStep", () => {
  it("foresees the page's step on a first visit, none where a user signed in or a visitor closed it", () => {
    expect(foreseenTourStep("/", { userLoggedFlag: null, visitorSeen: false })).toBe("search");
    expect(foreseenTourStep("/", { userLoggedFlag: "false", visitorSeen: false })).toBe("search");
    expect(foreseenTourStep("/", { userLoggedFlag: "true", visitorSeen: false })).toBeNull();
    expect(foreseenTourStep("/", { userLoggedFlag: null, visitorSeen: true })).toBeNull();
    expect(foreseenTourStep("/flight/results", { userLoggedFlag: null, visitorSeen: false })).toBeNull();
  });

  test.prop(
    [
      fc.constantFrom("/", "/hotel/results/ROM/2026-12-10/2026-12-12/2", "/login", "/flight/results/x", "/admin"),
      fc.option(fc.constantFrom("true", "false", "", "yes"), { nil: null }),
      fc.boolean(),
    ],
    { numRuns: 1_000 },
  )("is the page's step or nothing, and nothing unless a first visit", (path, userLoggedFlag, visitorSeen) => {
    const step = foreseenTourStep(path, { userLoggedFlag, visitorSeen });
    expect(step === null || step === tourStepOfPath(path)).toBe(true);
    if (userLoggedFlag === "true" || visitorSeen) expect(step).toBeNull();
    else expect(step).toBe(tourStepOfPath(path));
  });
});

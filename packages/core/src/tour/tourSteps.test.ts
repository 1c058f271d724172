import { describe, expect, it } from "vitest";
import { TOUR_STEP_OFFSET, TOUR_STEPS, tourSeenKey, tourStepOfPath } from "./tourSteps.js";

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

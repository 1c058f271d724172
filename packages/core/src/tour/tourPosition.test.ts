import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type TourPositionInput, tourPosition } from "./tourPosition.js";

const MARGIN = 8;

/** A screen, a box that fits it with its margins, an anchor anywhere on it, and the spec's offsets (0 to 16). */
const fittingInput: fc.Arbitrary<TourPositionInput> = fc
  .record({ width: fc.integer({ min: 200, max: 2000 }), height: fc.integer({ min: 200, max: 1400 }) })
  .chain((viewport) =>
    fc.record({
      viewport: fc.constant(viewport),
      box: fc.record({
        width: fc.integer({ min: 40, max: viewport.width - 2 * MARGIN }),
        height: fc.integer({ min: 40, max: viewport.height - 2 * MARGIN }),
      }),
      anchor: fc.option(
        fc.record({
          top: fc.integer({ min: -200, max: viewport.height }),
          left: fc.integer({ min: -100, max: viewport.width }),
          width: fc.integer({ min: 0, max: viewport.width }),
          height: fc.integer({ min: 0, max: 400 }),
        }),
      ),
      offset: fc.constantFrom(0, 8, 16),
      margin: fc.constant(MARGIN),
    }),
  );

describe("tourPosition", () => {
  test.prop([fittingInput], { numRuns: 1000 })("keeps a box that fits the screen inside it, margins kept", (input) => {
    const { top, left } = tourPosition(input);
    expect(left).toBeGreaterThanOrEqual(MARGIN);
    expect(top).toBeGreaterThanOrEqual(MARGIN);
    expect(left + input.box.width).toBeLessThanOrEqual(input.viewport.width - MARGIN);
    expect(top + input.box.height).toBeLessThanOrEqual(input.viewport.height - MARGIN);
  });

  test.prop([fittingInput], { numRuns: 1000 })(
    "sits the offset below the anchor when there is room, and flips above only when there is none below",
    (input) => {
      const { top, placement } = tourPosition(input);
      if (input.anchor === null) {
        expect(placement).toBe("centre");
        return;
      }
      const below = input.anchor.top + input.anchor.height + input.offset;
      const above = input.anchor.top - input.offset - input.box.height;
      const roomBelow = below + input.box.height <= input.viewport.height - MARGIN;
      if (roomBelow && below >= MARGIN) expect({ top, placement }).toEqual({ top: below, placement: "below" });
      if (placement === "above") {
        expect(roomBelow).toBe(false);
        if (above >= MARGIN && above + input.box.height <= input.viewport.height - MARGIN) expect(top).toBe(above);
      }
    },
  );

  test.prop([fittingInput], { numRuns: 1000 })(
    "points its arrow inside the box, at the anchor's centre when it can",
    (input) => {
      const { left, arrowLeft } = tourPosition(input);
      if (input.anchor === null) {
        expect(arrowLeft).toBeNull();
        return;
      }
      expect(arrowLeft).toBeGreaterThanOrEqual(16);
      expect(arrowLeft).toBeLessThanOrEqual(input.box.width - 16);
      const centre = input.anchor.left + input.anchor.width / 2;
      if (centre - left >= 16 && centre - left <= input.box.width - 16) expect(left + (arrowLeft ?? 0)).toBe(centre);
    },
  );

  it("centres a step whose anchor is not on the page", () => {
    expect(
      tourPosition({
        anchor: null,
        box: { width: 300, height: 100 },
        viewport: { width: 1000, height: 800 },
        offset: 16,
        margin: 8,
      }),
    ).toEqual({ top: 350, left: 350, placement: "centre", arrowLeft: null });
  });

  it("flips above an anchor at the bottom of the screen, 16 px away (spec 000: offset 16 for steps 2 and 3)", () => {
    expect(
      tourPosition({
        anchor: { top: 700, left: 500, width: 200, height: 40 },
        box: { width: 300, height: 120 },
        viewport: { width: 1280, height: 800 },
        offset: 16,
        margin: 8,
      }),
    ).toEqual({ top: 564, left: 450, placement: "above", arrowLeft: 150 });
  });

  it("places the box at the margin when it is larger than the screen", () => {
    const { top, left } = tourPosition({
      anchor: { top: 10, left: 10, width: 10, height: 10 },
      box: { width: 500, height: 900 },
      viewport: { width: 375, height: 740 },
      offset: 16,
      margin: 8,
    });
    expect({ top, left }).toEqual({ top: 8, left: 8 });
  });
});

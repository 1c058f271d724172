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

/**
 * An anchor too tall for the box on either side whatever the scroll (a phone's home search box, a results page's
 * filters column), narrow or as wide as the screen, scrolled anywhere from its top below the screen's middle to its
 * bottom near the screen's top.
 */
const tallAnchorInput: fc.Arbitrary<TourPositionInput> = fc
  .record({ width: fc.integer({ min: 320, max: 2000 }), height: fc.integer({ min: 400, max: 1400 }) })
  .chain((viewport) =>
    fc
      .record({
        box: fc.record({
          width: fc.integer({ min: 200, max: Math.min(400, viewport.width - 2 * MARGIN) }),
          height: fc.integer({ min: 100, max: Math.floor(viewport.height / 3) }),
        }),
        anchorWidth: fc.integer({ min: 100, max: viewport.width }),
        anchorLeft: fc.integer({ min: 0, max: viewport.width }),
        anchorHeight: fc.integer({ min: viewport.height, max: 4 * viewport.height }),
        scroll: fc.double({ min: 0, max: 1, noNaN: true }),
        offset: fc.constantFrom(0, 8, 16),
      })
      .map(({ box, anchorWidth, anchorLeft, anchorHeight, scroll, offset }) => {
        const highest = 100 - anchorHeight;
        const top = Math.round(viewport.height / 2 - scroll * (viewport.height / 2 - highest));
        const left = Math.min(anchorLeft, viewport.width - anchorWidth);
        return {
          viewport,
          box,
          anchor: { top, left, width: anchorWidth, height: anchorHeight },
          offset,
          margin: MARGIN,
        };
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
      const { left, arrowLeft, placement } = tourPosition(input);
      // With no anchor, or beside one (the tall-anchor property below checks that arrow), none points from the edge.
      if (input.anchor === null || placement === "right" || placement === "left") {
        expect(arrowLeft).toBeNull();
        return;
      }
      expect(arrowLeft).toBeGreaterThanOrEqual(16);
      expect(arrowLeft).toBeLessThanOrEqual(input.box.width - 16);
      const centre = input.anchor.left + input.anchor.width / 2;
      if (centre - left >= 16 && centre - left <= input.box.width - 16) expect(left + (arrowLeft ?? 0)).toBe(centre);
    },
  );

  test.prop([tallAnchorInput], { numRuns: 1000 })(
    "never sits over a tall anchor's bottom: beside it when the screen has room, else above it, inside the screen",
    (input) => {
      const { anchor, box, viewport, offset } = input;
      if (anchor === null) throw new Error("a tall anchor");
      const { top, left, placement, arrowLeft, arrowTop } = tourPosition(input);
      expect(top).toBeGreaterThanOrEqual(MARGIN);
      expect(top + box.height).toBeLessThanOrEqual(viewport.height - MARGIN);
      expect(left).toBeGreaterThanOrEqual(MARGIN);
      expect(left + box.width).toBeLessThanOrEqual(viewport.width - MARGIN);
      const below = anchor.top + anchor.height + offset;
      const above = anchor.top - offset - box.height;
      if (below + box.height <= viewport.height - MARGIN) return;
      expect(placement).not.toBe("below");
      const right = anchor.left + anchor.width + offset;
      const rightFits = right + box.width <= viewport.width - MARGIN;
      const leftFits = anchor.left - offset - box.width >= MARGIN;
      if (rightFits) expect({ placement, left }).toEqual({ placement: "right", left: right });
      else if (leftFits)
        expect({ placement, left: left + box.width }).toEqual({ placement: "left", left: anchor.left - offset });
      else expect({ placement, top }).toEqual({ placement: "above", top: Math.max(above, MARGIN) });
      if (placement === "right" || placement === "left") {
        expect(arrowLeft).toBeNull();
        expect(arrowTop).toBeGreaterThanOrEqual(16);
        expect(arrowTop).toBeLessThanOrEqual(box.height - 16);
      }
    },
  );

  it("puts the box to the right of a filters column taller than the screen, level with its top, not above it", () => {
    expect(
      tourPosition({
        anchor: { top: 443, left: 56, width: 280, height: 9490 },
        box: { width: 320, height: 190 },
        viewport: { width: 1280, height: 900 },
        offset: 16,
        margin: 8,
      }),
    ).toEqual({ top: 443, left: 352, placement: "right", arrowLeft: null, arrowTop: 32 });
  });

  it("keeps the box above a phone's search box scrolled to its top, not over its bottom", () => {
    expect(
      tourPosition({
        anchor: { top: 0, left: 16, width: 343, height: 568 },
        box: { width: 320, height: 190 },
        viewport: { width: 375, height: 740 },
        offset: 8,
        margin: 8,
      }),
    ).toMatchObject({ top: 8, placement: "above" });
  });

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

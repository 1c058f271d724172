/** A box on screen, in CSS pixels from the viewport's top left corner (what `getBoundingClientRect` gives). */
export interface TourRect {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** What {@link tourPosition} needs: the anchor (null: the step points at nothing on this page), the box, the screen. */
export interface TourPositionInput {
  readonly anchor: TourRect | null;
  readonly box: { readonly width: number; readonly height: number };
  readonly viewport: { readonly width: number; readonly height: number };
  /** The gap between the anchor and the box (the step's offset). */
  readonly offset: number;
  /** The least distance from the box to the viewport's edges. */
  readonly margin: number;
}

/** Where a step's box goes: its top left corner, on which side of the anchor, and where its arrow points from. */
export interface TourPosition {
  readonly top: number;
  readonly left: number;
  /**
   * `below` or `above` the anchor; `right` or `left` of an anchor too tall for either (a results page's filters
   * column); `centre` when there is no anchor.
   */
  readonly placement: "below" | "above" | "right" | "left" | "centre";
  /** The arrow's distance from the box's left edge (the anchor's centre, kept inside the box); null beside or with no anchor. */
  readonly arrowLeft: number | null;
  /** Beside the anchor only: the arrow's distance from the box's top edge. */
  readonly arrowTop?: number;
}

/** `value` kept within `[min, max]`; `min` when the range is empty (the box is larger than the room). */
const clamp = (value: number, min: number, max: number): number => Math.max(min, Math.min(value, max));

/** The arrow's half width: the arrow never leaves the box's rounded corners. */
const ARROW_INSET = 16;

/** To the right of a tall anchor, or to its left, when the screen has the room; null when it has neither. */
const besidePosition = ({ anchor, box, viewport, offset, margin }: TourPositionInput & { anchor: TourRect }) => {
  const right = anchor.left + anchor.width + offset;
  const left = anchor.left - offset - box.width;
  const fitsRight = right >= margin && right + box.width <= viewport.width - margin;
  const fitsLeft = left >= margin && left + box.width <= viewport.width - margin;
  const placement = fitsRight ? "right" : fitsLeft ? "left" : null;
  if (placement === null) return null;
  const top = clamp(anchor.top, margin, viewport.height - box.height - margin);
  const arrowTop = clamp(Math.max(anchor.top, margin) + 2 * ARROW_INSET - top, ARROW_INSET, box.height - ARROW_INSET);
  return { top, left: placement === "right" ? right : left, placement, arrowLeft: null, arrowTop } as const;
};

/**
 * Places a tour step's box beside its anchor: below it, `offset` pixels away, or above it when there is no room
 * below and there is above (the flip); when neither side has room, on the side with more, clamped into the viewport.
 * Horizontally centred on the anchor, clamped into the viewport with `margin`. With no anchor, centred on screen.
 *
 * An anchor too tall for the box on either side whatever the scroll (its height, the box's, the offset and both
 * margins more than the screen's), with no room below, never has the box over its bottom, nor above it while the
 * screen has room beside it: to its right (or left), level with its shown top (a results page's filters column, whose
 * flip above covered the sort); otherwise above, at the screen's top at worst (a phone's home search box).
 *
 * @example tourPosition({ anchor: { top: 100, left: 40, width: 200, height: 40 }, box: { width: 300, height: 120 }, viewport: { width: 1280, height: 900 }, offset: 16, margin: 8 })
 * // { top: 156, left: 8, placement: "below", arrowLeft: 132 }
 */
export const tourPosition = ({ anchor, box, viewport, offset, margin }: TourPositionInput): TourPosition => {
  const maxLeft = viewport.width - box.width - margin;
  const maxTop = viewport.height - box.height - margin;
  if (anchor === null)
    return {
      top: clamp((viewport.height - box.height) / 2, margin, maxTop),
      left: clamp((viewport.width - box.width) / 2, margin, maxLeft),
      placement: "centre",
      arrowLeft: null,
    };
  const below = anchor.top + anchor.height + offset;
  const above = anchor.top - offset - box.height;
  const roomBelow = viewport.height - margin - (below + box.height);
  const roomAbove = above - margin;
  const tall = anchor.height + offset + box.height + 2 * margin > viewport.height;
  if (tall && roomBelow < 0) {
    const beside = besidePosition({ anchor, box, viewport, offset, margin });
    if (beside !== null) return beside;
  }
  const placement = roomBelow >= 0 || (!tall && roomBelow >= roomAbove) ? "below" : "above";
  const top = clamp(placement === "below" ? below : above, margin, maxTop);
  const left = clamp(anchor.left + anchor.width / 2 - box.width / 2, margin, maxLeft);
  const arrowLeft = clamp(anchor.left + anchor.width / 2 - left, ARROW_INSET, box.width - ARROW_INSET);
  return { top, left, placement, arrowLeft };
};

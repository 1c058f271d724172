import type { TourStep } from "@travesia/core";

// DOM readings shared by the tour (useTourPlacement) and the home's stand-in script (tourStandInScript.ts), which is
// bundled on its own: no React here.

/**
 * The element a step points at: the first shown one marked `data-tour="{step}"` (the home's search box, the hotel
 * results' filters, a rate's add-to-budget button), or null when this page has none.
 */
export const tourAnchor = (step: TourStep): HTMLElement | null =>
  [...document.querySelectorAll<HTMLElement>(`[data-tour="${step}"]`)].find(
    (element) => element.getClientRects().length > 0,
  ) ?? null;

/** Whether an anchor's top is on screen, with room below it: else the tour scrolls it into view first. */
export const tourAnchorTopInView = (anchor: HTMLElement): boolean => {
  const { top } = anchor.getBoundingClientRect();
  return top >= 0 && top <= window.innerHeight - 48;
};

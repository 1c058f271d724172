import {
  isTourStep,
  nextTourStep,
  previousTourStep,
  TOUR_SCREEN_MARGIN,
  TOUR_STAND_IN_EVENT,
  TOUR_STAND_IN_ID,
  TOUR_STEP_OFFSET,
  type TourPosition,
  tourPosition,
  tourSeenKey,
  tourStandInShown,
  USER_LOGGED_KEY,
} from "@travesia/core";
import type { TOUR_BOX_CLASSES } from "./ProductTour";
import { tourAnchor, tourAnchorTopInView } from "./tourAnchor";

/**
 * What the inline script of a document that carries a tour step does (`tourStandInScript.ts`, run while the document
 * is parsed, before the first paint), for the home's first step and the hotel results' second (`data-step`). On a first visit (core's `tourStandInShown`), it shows the prerendered step
 * (`ProductTourStandIn`) and places it beside its anchor as the tour would (core's `tourPosition`), or in the middle
 * of the screen while the page has not drawn it (the hotel results' filters come with the first reply), again on
 * scroll and resize, until the tour takes it off and draws its own there. It leaves it hidden when the anchor's top is
 * off screen: the tour first scrolls it into view. Until the tour is there, the step answers as the tour would where
 * it can: its close button and Escape close the tour for good (the visitor's 'seen' key, as the tour's own close
 * writes it), and 'Siguiente' and 'Anterior' are kept for the tour to start at that step (`takeTourStandIn`).
 */

type BoxClasses = typeof TOUR_BOX_CLASSES;

/** A local-storage value; null when storage cannot be read (the portal's storage then remembers nothing either). */
const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Puts the box, its side's class and its arrow where `position` says, as `ProductTour` draws them. */
const applyPosition = (box: HTMLElement, arrow: HTMLElement, classes: BoxClasses, position: TourPosition) => {
  const drawnAs = [classes.measuring, ...Object.values(classes.placements)];
  box.classList.remove(...drawnAs.filter((name): name is string => name !== undefined));
  const side = classes.placements[position.placement];
  if (side !== undefined) box.classList.add(side);
  box.style.top = `${position.top}px`;
  box.style.left = `${position.left}px`;
  if (position.arrowLeft === null && position.arrowTop === undefined) {
    arrow.remove();
    return;
  }
  arrow.style.left = position.arrowLeft === null ? "" : `${position.arrowLeft}px`;
  arrow.style.top = position.arrowTop === undefined ? "" : `${position.arrowTop}px`;
  if (arrow.parentElement !== box) box.prepend(arrow);
};

/** Shows and places the document's stand-in on a first visit (see above); does nothing otherwise. */
export const showTourStandIn = (): void => {
  const standIn = document.getElementById(TOUR_STAND_IN_ID);
  const box = standIn?.firstElementChild;
  if (!(standIn instanceof HTMLElement) || !(box instanceof HTMLElement)) return;
  const step = standIn.dataset.step;
  if (!isTourStep(step)) return;
  const foresight = { userLoggedFlag: stored(USER_LOGGED_KEY), visitorSeen: stored(tourSeenKey(null)) !== null };
  if (!tourStandInShown(location.pathname, foresight, box.querySelector("h2")?.textContent ?? "", step)) return;
  const anchor = tourAnchor(step);
  if (anchor !== null && !tourAnchorTopInView(anchor)) return;
  const classes = JSON.parse(standIn.dataset.classes ?? "") as BoxClasses;
  const arrow = document.createElement("span");
  arrow.className = classes.arrow ?? "";
  arrow.setAttribute("aria-hidden", "true");
  const place = () => {
    if (!standIn.isConnected) {
      removeEventListener("resize", place);
      removeEventListener("scroll", place, { capture: true });
      return;
    }
    const { width, height } = box.getBoundingClientRect();
    const position = tourPosition({
      anchor: tourAnchor(step)?.getBoundingClientRect() ?? null,
      box: { width, height },
      viewport: { width: document.documentElement.clientWidth, height: innerHeight },
      offset: TOUR_STEP_OFFSET[step],
      margin: TOUR_SCREEN_MARGIN,
    });
    applyPosition(box, arrow, classes, position);
  };
  const dismiss = () => {
    try {
      localStorage.setItem(tourSeenKey(null), "1");
    } catch {
      // Storage refused (a private window): the tour, once there, reads the stand-in's mark instead.
    }
    standIn.dataset.dismissed = "true";
    standIn.hidden = true;
    dispatchEvent(new Event(TOUR_STAND_IN_EVENT));
  };
  box.querySelector('[data-tour-action="close"]')?.addEventListener("click", dismiss);
  box.addEventListener("keydown", (event) => event.key === "Escape" && dismiss());
  box.querySelector('[data-tour-action="next"]')?.addEventListener("click", () => {
    standIn.dataset.startAt = nextTourStep(step) ?? "";
  });
  box.querySelector('[data-tour-action="previous"]')?.addEventListener("click", () => {
    standIn.dataset.startAt = previousTourStep(step) ?? "";
  });
  standIn.hidden = false;
  place();
  addEventListener("resize", place);
  addEventListener("scroll", place, { capture: true, passive: true });
};

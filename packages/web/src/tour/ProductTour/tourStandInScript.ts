import {
  nextTourStep,
  TOUR_SCREEN_MARGIN,
  TOUR_STAND_IN_EVENT,
  TOUR_STAND_IN_ID,
  TOUR_STAND_IN_STEP,
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
 * The home's inline script (`scripts/prerender.mjs` bundles it on its own and writes it after the page, so it runs
 * while the document is parsed, before the first paint): on a first visit (core's `tourStandInShown`), it shows the
 * prerendered first step of the product tour (`ProductTourStandIn`) and places it beside the search box as the tour
 * would (core's `tourPosition`), again on scroll and resize, until the tour takes it off and draws its own there. It
 * leaves it hidden when the search box's top is off screen: the tour first scrolls it into view. Until the tour is
 * there, the step answers as the tour would where it can: its close button and Escape close the tour for good (the
 * visitor's 'seen' key, as the tour's own close writes it), and 'Siguiente' is kept for the tour to start at the next
 * step (`takeTourStandIn`).
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

const showTourStandIn = (): void => {
  const standIn = document.getElementById(TOUR_STAND_IN_ID);
  const box = standIn?.firstElementChild;
  if (!(standIn instanceof HTMLElement) || !(box instanceof HTMLElement)) return;
  const foresight = { userLoggedFlag: stored(USER_LOGGED_KEY), visitorSeen: stored(tourSeenKey(null)) !== null };
  if (!tourStandInShown(location.pathname, foresight, box.querySelector("h2")?.textContent ?? "")) return;
  const anchor = tourAnchor(TOUR_STAND_IN_STEP);
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
      anchor: tourAnchor(TOUR_STAND_IN_STEP)?.getBoundingClientRect() ?? null,
      box: { width, height },
      viewport: { width: document.documentElement.clientWidth, height: innerHeight },
      offset: TOUR_STEP_OFFSET[TOUR_STAND_IN_STEP],
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
    standIn.dataset.startAt = nextTourStep(TOUR_STAND_IN_STEP) ?? "";
  });
  standIn.hidden = false;
  place();
  addEventListener("resize", place);
  addEventListener("scroll", place, { capture: true, passive: true });
};

try {
  showTourStandIn();
} catch {
  // A stand-in that cannot be placed stays hidden: the tour comes with the page's code.
}

import { isTourStep, TOUR_STAND_IN_EVENT, TOUR_STAND_IN_ID, type TourStep } from "@travesia/core";
import { useSyncExternalStore } from "react";

/** The step of the document's tour stand-in (`ProductTourStandIn`'s `data-step`), or null when it carries none. */
export const tourStandInStepOfDocument = (): TourStep | null => {
  const step = document.getElementById(TOUR_STAND_IN_ID)?.dataset.step;
  return isTourStep(step) ? step : null;
};

/**
 * Takes the document's prerendered step (web's `ProductTourStandIn`) off the page, the tour having drawn its own in
 * its place or showing none (the visitor had closed it, a user signed in, the texts failed, another page). Returns the
 * step its 'Siguiente' or 'Anterior' asked for, if one was pressed before the tour was there (the tour starts there
 * instead).
 */
export const takeTourStandIn = (): TourStep | null => {
  const standIn = document.getElementById(TOUR_STAND_IN_ID);
  standIn?.remove();
  const startAt = standIn?.dataset.startAt;
  return isTourStep(startAt) ? startAt : null;
};

const onStandInChange = (onChange: () => void) => {
  addEventListener(TOUR_STAND_IN_EVENT, onChange);
  return () => removeEventListener(TOUR_STAND_IN_EVENT, onChange);
};

const standInDismissed = (): boolean => document.getElementById(TOUR_STAND_IN_ID)?.dataset.dismissed === "true";

/**
 * Whether the visitor closed the document's prerendered step before the tour was there (its script sends
 * core's `TOUR_STAND_IN_EVENT`): the tour, loaded meanwhile, then closes for good without being drawn.
 */
export const useTourStandInDismissed = (): boolean =>
  useSyncExternalStore(onStandInChange, standInDismissed, () => false);

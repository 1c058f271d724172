import { isTourStep, TOUR_STAND_IN_EVENT, TOUR_STAND_IN_ID, type TourStep } from "@travesia/core";
import { useSyncExternalStore } from "react";

/**
 * Takes the home's prerendered first step (web's `ProductTourStandIn`) off the page, the tour having drawn its own in
 * its place or showing none (the visitor had closed it, a user signed in, the texts failed, another page). Returns the
 * step its 'Siguiente' asked for, if it was pressed before the tour was there (the tour starts there instead).
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
 * Whether the visitor closed the home's prerendered first step before the tour was there (its script sends
 * core's `TOUR_STAND_IN_EVENT`): the tour, loaded meanwhile, then closes for good without being drawn.
 */
export const useTourStandInDismissed = (): boolean =>
  useSyncExternalStore(onStandInChange, standInDismissed, () => false);

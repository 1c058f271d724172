import { isTourStep, TOUR_STAND_IN_EVENT, TOUR_STAND_IN_ID, type TourStep } from "@travesia/core";
import { useSyncExternalStore } from "react";

/** What the visitor did with the home's prerendered first step before the tour took it over. */
export interface TourStandInLeft {
  /** 'Siguiente' was pressed: the step the tour starts at instead of the page's. */
  readonly startAt: TourStep | null;
}

/**
 * Takes the home's prerendered first step (web's `ProductTourStandIn`) off the page, and says what the visitor did
 * with it (null when there was none): the tour drew its own in its place, or the page shows none (the visitor had
 * closed it, a user signed in, the texts failed, another page).
 */
export const takeTourStandIn = (): TourStandInLeft | null => {
  const standIn = document.getElementById(TOUR_STAND_IN_ID);
  if (standIn === null) return null;
  standIn.remove();
  const { startAt } = standIn.dataset;
  return { startAt: isTourStep(startAt) ? startAt : null };
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

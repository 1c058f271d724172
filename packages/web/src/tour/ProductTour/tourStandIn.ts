import { TOUR_STAND_IN_ID } from "@travesia/core";

/**
 * Takes the home's prerendered first step (web's `ProductTourStandIn`) off the page: the tour drew its own in its
 * place, or the page shows none (the visitor had closed it, a user signed in, the texts failed, another page).
 */
export const removeTourStandIn = (): void => document.getElementById(TOUR_STAND_IN_ID)?.remove();

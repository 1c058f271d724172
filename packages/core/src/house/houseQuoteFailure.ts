import { TOAST_DURATIONS_MS } from "../shell/toastDurations.js";
import { HOUSE_SEARCH_FORM_DEFAULTS } from "./searchForm/houseSearchForm.js";

/** Spec 001 §3: "House search: passengers (default 2)" — the house box's default (`HOUSE_SEARCH_FORM_DEFAULTS`). */
export const HOUSE_DEFAULT_PASSENGERS = HOUSE_SEARCH_FORM_DEFAULTS.passengers;

/** The notice shown when a house quote fails. */
export interface HouseQuoteFailureNotice {
  readonly level: "warning";
  /** 'Hemos vendido la última habitación disponible de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.' */
  readonly messageKey: "house.soldOut";
  readonly durationMs: number;
}

/**
 * The warning a failed house quote shows, for 10 s. Spec 001 §8: "house: 'Hemos vendido la última habitación
 * disponible de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.' (10 s)". The button itself
 * follows the hotel quote machine (`hotelQuoteTransition`): 'No disponible' after the failure.
 *
 * @example houseQuoteFailureNotice() // { level: "warning", messageKey: "house.soldOut", durationMs: 10000 }
 */
export const houseQuoteFailureNotice = (): HouseQuoteFailureNotice => ({
  level: "warning",
  messageKey: "house.soldOut",
  durationMs: TOAST_DURATIONS_MS.warningHouseResults,
});

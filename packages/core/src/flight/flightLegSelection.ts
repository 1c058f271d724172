/**
 * Choosing one flight per leg on the results page.
 *
 * Spec 002 §4: "Flight card: selected toggles; collapsed or expanded. Selecting emits the leg type (outbound 'ida',
 * return 'vuelta') and deselects any prior selection on that leg. A booking rate string is formed only when all
 * legs (1 or 2) are chosen; otherwise it is cleared. Quote button is disabled until the outbound flight is chosen,
 * and for round trips the return flight too." Spec 002 §3: "Selection: ida and vuelta lists; rateToBudget;
 * searchDestinationId."
 */

/** A leg type: outbound 'ida' or return 'vuelta'. */
export type FlightLeg = "ida" | "vuelta";

/** The legs of a search: outbound only (one-way) or both. */
export const flightLegsOf = (oneWay: boolean): readonly FlightLeg[] => (oneWay ? ["ida"] : ["ida", "vuelta"]);

/** A chosen flight: the solution it belongs to and the flight's `tripProductId`. */
export interface FlightLegChoice {
  readonly solutionId: string;
  readonly tripProductId: string;
}

/** The selection. Invariant: at most one choice per leg. */
export interface FlightLegSelectionState {
  /** Legs of the search (1 or 2). */
  readonly legs: readonly FlightLeg[];
  readonly ida: FlightLegChoice | null;
  readonly vuelta: FlightLegChoice | null;
  /** The booking rate string (`rateToBudget`), present only when every leg is chosen. */
  readonly rateToBudget: string | null;
}

/** Every event of the leg selection. */
export type FlightLegSelectionEvent =
  /** A card's select toggle on a leg: selects it, or deselects it when it was the chosen one. */
  | { readonly _tag: "toggle"; readonly leg: FlightLeg; readonly choice: FlightLegChoice }
  /** New results or a new search: nothing chosen. */
  | { readonly _tag: "reset"; readonly oneWay: boolean };

/**
 * The booking rate string: the chosen flights' `tripProductId`s in leg order joined by ',' (the form the rules
 * call also takes). The spec does not show its format; this is core's.
 */
export const FLIGHT_RATE_SEPARATOR = ",";

/**
 * An empty selection for a search.
 *
 * @example flightLegSelectionInitial(true).legs // ["ida"]
 */
export const flightLegSelectionInitial = (oneWay: boolean): FlightLegSelectionState => ({
  legs: flightLegsOf(oneWay),
  ida: null,
  vuelta: null,
  rateToBudget: null,
});

const sameChoice = (a: FlightLegChoice | null, b: FlightLegChoice): boolean =>
  a !== null && a.solutionId === b.solutionId && a.tripProductId === b.tripProductId;

const withRate = (state: Omit<FlightLegSelectionState, "rateToBudget">): FlightLegSelectionState => {
  const chosen = state.legs.map((leg) => state[leg]);
  const complete = chosen.every((choice) => choice !== null);
  return {
    ...state,
    rateToBudget: complete ? chosen.map((choice) => choice?.tripProductId).join(FLIGHT_RATE_SEPARATOR) : null,
  };
};

/**
 * The leg selection reducer.
 *
 * @example
 * let s = flightLegSelectionInitial(false);
 * s = flightLegSelectionTransition(s, { _tag: "toggle", leg: "ida", choice: { solutionId: "1", tripProductId: "a" } });
 * s.rateToBudget // null — the return is not chosen yet
 * s = flightLegSelectionTransition(s, { _tag: "toggle", leg: "vuelta", choice: { solutionId: "1", tripProductId: "b" } });
 * s.rateToBudget // "a,b"
 */
export const flightLegSelectionTransition = (
  state: FlightLegSelectionState,
  event: FlightLegSelectionEvent,
): FlightLegSelectionState => {
  if (event._tag === "reset") return flightLegSelectionInitial(event.oneWay);
  if (!state.legs.includes(event.leg)) return state;
  const next = sameChoice(state[event.leg], event.choice) ? null : event.choice;
  return withRate({ legs: state.legs, ida: state.ida, vuelta: state.vuelta, [event.leg]: next });
};

/** Whether a flight is the chosen one on its leg (the card shows it selected). */
export const flightLegIsSelected = (state: FlightLegSelectionState, leg: FlightLeg, choice: FlightLegChoice): boolean =>
  sameChoice(state[leg], choice);

/** Whether the quote button is enabled: every leg of the search is chosen. */
export const flightQuoteEnabled = (state: FlightLegSelectionState): boolean => state.rateToBudget !== null;

/**
 * Why the quote button is disabled, as a message key, or null when it is enabled: the outbound flight first, then
 * (round trips) the return flight.
 *
 * @example flightQuoteHintKey(flightLegSelectionInitial(false)) // "flight.quoteNeedsOutbound"
 */
export const flightQuoteHintKey = (
  state: FlightLegSelectionState,
): "flight.quoteNeedsOutbound" | "flight.quoteNeedsReturn" | null => {
  if (state.ida === null) return "flight.quoteNeedsOutbound";
  return state.legs.includes("vuelta") && state.vuelta === null ? "flight.quoteNeedsReturn" : null;
};

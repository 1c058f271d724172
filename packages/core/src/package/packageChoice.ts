import type { HotelCluster } from "../api/hotelCluster.js";
import type { PackageCombination } from "../api/packageSearchReply.js";
import { type DynamicPackagingCardView, dynamicPackagingCardView } from "../flight/dynamicPackagingCard.js";
import type { FlightLeg } from "../flight/flightLegSelection.js";
import { type HotelDynamicPackagingView, hotelDynamicPackagingView } from "../hotel/hotelDynamicPackaging.js";
import {
  type PackageReplyParts,
  packageFlightSolutionIndex,
  packageHotelOf,
  packageInitialChoice,
} from "./packageCombination.js";

/**
 * Choosing the flights and the hotel of a dynamic package.
 *
 * Spec 002 §4: "Dynamic-packaging solution card: not selected, then 'Seleccionado'. The select button is disabled if
 * the trip is unselected or the solution is already selected." Spec 001 §4: "Dynamic-packaging cluster: not selected
 * to selected; button 'Seleccionar' to 'Seleccionado'; while selected price shows 'Incluida en el precio'."
 *
 * Decisions: the package always holds one complete combination (`chosen`, the reply's recommended one first).
 * Picking a flight on the chosen solution's card changes that leg at once (same fare, same price); picking flights on
 * another card fills that card's `draft`, and its 'Seleccionar' (enabled once every leg of the card is picked) makes
 * them the package's flights. Choosing a hotel takes its first rate unless a rate is named.
 */

/** Legs picked on a card that is not the package's solution yet. */
export interface PackageFlightDraft {
  /** Index of the solution in the reply's `flights`. */
  readonly solution: number;
  readonly outbound: string | null;
  readonly return: string | null;
}

/** The package's choice. */
export interface PackageChoiceState {
  /** The combination the total and the budget add use; null only when the reply has none. */
  readonly chosen: PackageCombination | null;
  readonly draft: PackageFlightDraft | null;
}

/** Every event of the choice. */
export type PackageChoiceEvent =
  /** A flight picked on a leg of a solution's card. */
  | { readonly _tag: "legPicked"; readonly solution: number; readonly leg: FlightLeg; readonly tripProductId: string }
  /** 'Seleccionar' on a solution's card. */
  | { readonly _tag: "flightSelected"; readonly solution: number }
  /** 'Seleccionar' on a hotel (its first rate, or the rate named). */
  | { readonly _tag: "hotelSelected"; readonly hotelDetailId: string; readonly rateId?: string };

/**
 * The first state for a reply: the recommended combination (core's `packageInitialChoice`), nothing drafted.
 *
 * @example packageChoiceInitial(reply).chosen // reply.recommended
 */
export const packageChoiceInitial = (reply: PackageReplyParts): PackageChoiceState => ({
  chosen: packageInitialChoice(reply),
  draft: null,
});

const legIndex = (leg: FlightLeg): number => (leg === "ida" ? 0 : 1);
const legKey = (leg: FlightLeg): "outbound" | "return" => (leg === "ida" ? "outbound" : "return");

/** The index of the chosen solution, or -1. */
export const packageChosenSolution = (reply: PackageReplyParts, state: PackageChoiceState): number =>
  state.chosen === null ? -1 : packageFlightSolutionIndex(reply.flights, state.chosen.outbound, state.chosen.return);

const draftComplete = (reply: PackageReplyParts, draft: PackageFlightDraft): boolean => {
  const twoLegs = (reply.flights[draft.solution]?.trips.length ?? 0) >= 2;
  return draft.outbound !== null && (twoLegs ? draft.return !== null : draft.return === null);
};

/**
 * The choice reducer. Events that name nothing of the reply change nothing.
 *
 * @example
 * let s = packageChoiceInitial(reply);
 * s = packageChoiceTransition(reply, s, { _tag: "legPicked", solution: 2, leg: "ida", tripProductId: "F-2-a" });
 * s = packageChoiceTransition(reply, s, { _tag: "legPicked", solution: 2, leg: "vuelta", tripProductId: "F-2-b" });
 * s = packageChoiceTransition(reply, s, { _tag: "flightSelected", solution: 2 }); // s.chosen.outbound === "F-2-a"
 */
export const packageChoiceTransition = (
  reply: PackageReplyParts,
  state: PackageChoiceState,
  event: PackageChoiceEvent,
): PackageChoiceState => {
  const chosen = state.chosen;
  if (chosen === null) return state;
  switch (event._tag) {
    case "legPicked": {
      const trip = reply.flights[event.solution]?.trips[legIndex(event.leg)];
      if (trip?.flights.some((flight) => flight.tripProductId === event.tripProductId) !== true) return state;
      if (event.solution === packageChosenSolution(reply, state)) {
        return { ...state, chosen: { ...chosen, [legKey(event.leg)]: event.tripProductId } };
      }
      const base =
        state.draft?.solution === event.solution
          ? state.draft
          : { solution: event.solution, outbound: null, return: null };
      return { ...state, draft: { ...base, [legKey(event.leg)]: event.tripProductId } };
    }
    case "flightSelected": {
      const draft = state.draft;
      if (draft === null || draft.solution !== event.solution || !draftComplete(reply, draft)) return state;
      return { chosen: { ...chosen, outbound: draft.outbound ?? chosen.outbound, return: draft.return }, draft: null };
    }
    case "hotelSelected": {
      const hotel = reply.hotels.find((item) => item.hotelDetailId === event.hotelDetailId);
      const rateId = event.rateId ?? hotel?.rates[0]?.tripProductID;
      if (rateId === undefined || packageHotelOf(reply.hotels, event.hotelDetailId, rateId) === undefined) return state;
      return { ...state, chosen: { ...chosen, hotelDetailId: event.hotelDetailId, rateId } };
    }
  }
};

/** What a solution's card shows in the package. */
export interface PackageFlightCardView {
  /** The package's flights are this solution's. */
  readonly selected: boolean;
  /** The flight shown as picked on each leg (the chosen ones, or the card's draft). */
  readonly outbound: string | null;
  readonly return: string | null;
  /** The card's select button (core's `dynamicPackagingCardView`). */
  readonly button: DynamicPackagingCardView;
}

/**
 * The card of the solution at `solution`.
 *
 * @example packageFlightCard(reply, state, 0).button.labelKey // "quote.selected" when it is the package's solution
 */
export const packageFlightCard = (
  reply: PackageReplyParts,
  state: PackageChoiceState,
  solution: number,
): PackageFlightCardView => {
  const selected = solution === packageChosenSolution(reply, state);
  const draft = state.draft?.solution === solution ? state.draft : null;
  const picked = selected ? state.chosen : draft;
  const tripSelected = selected || (draft !== null && draftComplete(reply, draft));
  return {
    selected,
    outbound: picked?.outbound ?? null,
    return: picked?.return ?? null,
    button: dynamicPackagingCardView({ tripSelected, solutionSelected: selected }),
  };
};

/** What a hotel's card shows in the package. */
export interface PackageHotelCardView extends HotelDynamicPackagingView {
  readonly selected: boolean;
  /** The 'recommended option' ribbon (spec 001 §2): the reply's recommended hotel. */
  readonly recommended: boolean;
}

/**
 * The card of a hotel: 'Seleccionar' / 'Seleccionado', 'Incluida en el precio' while selected, and the ribbon.
 *
 * @example packageHotelCard(reply, state, hotel).priceKey // "hotel.includedInPrice" for the chosen hotel
 */
export const packageHotelCard = (
  reply: PackageReplyParts,
  state: PackageChoiceState,
  hotel: Pick<HotelCluster, "hotelDetailId" | "isRecommended">,
): PackageHotelCardView => {
  const selected = state.chosen?.hotelDetailId === hotel.hotelDetailId;
  return {
    ...hotelDynamicPackagingView({ isSelected: selected }),
    selected,
    recommended: hotel.isRecommended === true || reply.recommended?.hotelDetailId === hotel.hotelDetailId,
  };
};

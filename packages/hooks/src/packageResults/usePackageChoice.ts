import {
  type FlightLeg,
  type MessageKey,
  type PackageChoiceEvent,
  type PackageChoiceState,
  type PackageFlightCardView,
  type PackageHotelCardView,
  type PackagePriceVariations,
  type PackageSavedChoice,
  type PackageSearchReply,
  type PackageTotal,
  packageBudgetItem,
  packageChoiceInitial,
  packageChoiceRestored,
  packageChoiceTransition,
  packageFlightCard,
  packageHotelCard,
  packagePriceVariations,
  packageTotal,
} from "@travesia/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { type AddToBudgetNavigation, useAddToBudget } from "../budgets/useAddToBudget.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { useSavedSearchFilters } from "../session/useSavedSearchFilters.js";

/** The package's choice, its price and its add-to-budget button; `choice.chosen` is null only for an empty reply. */
export interface PackageChoiceResult {
  readonly choice: PackageChoiceState;
  /** Flight part, hotel part and their sum, in the reply's currency (core's `packageTotal`). */
  readonly total: PackageTotal | null;
  /** '+ / -' of every solution and hotel against the choice (core's `packagePriceVariations`). */
  readonly variations: PackagePriceVariations | null;
  /** One per solution of `reply.flights`: picked legs and the 'Seleccionar' / 'Seleccionado' button. */
  readonly flightCards: readonly PackageFlightCardView[];
  /** One per hotel of `reply.hotels`: 'Seleccionar' / 'Seleccionado', 'Incluida en el precio', the ribbon. */
  readonly hotelCards: readonly PackageHotelCardView[];
  /** Picks a flight on a leg of the solution at `solution` (the chosen solution's legs change at once). */
  readonly pickLeg: (solution: number, leg: FlightLeg, tripProductId: string) => void;
  /** 'Seleccionar' on a solution's card. */
  readonly selectFlight: (solution: number) => void;
  /** 'Seleccionar' on a hotel: its first rate unless `rateId` names another. */
  readonly selectHotel: (hotelDetailId: string, rateId?: string) => void;
  /** 'Agregar a presupuesto' or 'Agregar a cotización', then its adding and added states. */
  readonly addLabelKey: MessageKey;
  readonly addDisabled: boolean;
  readonly addStatus: string;
  /** Adds the chosen package as one product (core's `packageBudgetItem`) with the shared add-to-budget hook. */
  readonly add: () => void;
  /** Where the shared add-to-budget behaviour goes next (the trip after an add, /logout after a 401), or null. */
  readonly navigation: AddToBudgetNavigation | null;
  /** Sets the can-use flag of the saved choice: a page that sends the visitor away (the package detail) calls it. */
  readonly keepForReturn: () => void;
}

/**
 * Choosing the flights and the hotel of a dynamic package (core's `packageChoiceTransition`; spec 002 §4, spec 001
 * §4), starting from the reply's recommended combination; a new reply starts over. The total and every variation
 * follow the choice; the package goes to the budget or trip as one `flightHotel` product.
 *
 * With a `scope` (the results path) the choice is the page's saved search state (spec 000 §4, session storage,
 * product `flightHotel`): saved as it changes, and taken back once, for the same search, by a reply that arrives after
 * `keepForReturn` set the can-use flag (core's `packageChoiceRestored`), so coming back from the package detail keeps
 * the flights and hotel the visitor chose.
 *
 * @example const choice = usePackageChoice(results.data.reply, location.pathname);
 */
export const usePackageChoice = (reply: PackageSearchReply | null, scope?: string): PackageChoiceResult => {
  const empty = { flights: [], hotels: [], recommended: null };
  const saved = useSavedSearchFilters<PackageSavedChoice>("flightHotel");
  // Each reply's first state is worked out once (taking the saved choice is a one-time read of session storage).
  const first = useRef<{ reply: PackageSearchReply | null; state: ReturnType<typeof packageChoiceInitial> } | null>(
    null,
  );
  let start = first.current;
  if (start === null || start.reply !== reply) {
    start = {
      reply,
      state:
        reply === null || scope === undefined
          ? packageChoiceInitial(reply ?? empty)
          : packageChoiceRestored(reply, saved.actions.take(), scope),
    };
    first.current = start;
  }
  const [held, setHeld] = useState(start);
  const state = held.reply === reply ? held.state : start.state;
  const language = usePortalStore("language", (store) => store.language);
  const chosen = state.chosen;
  const item =
    reply === null || chosen === null ? null : packageBudgetItem(reply.search, chosen, reply.searchDestinationId);
  const budget = useAddToBudget(item?.rateId);
  const views = useMemo(
    () => ({
      total: reply === null || chosen === null ? null : packageTotal(reply, chosen),
      variations: reply === null || chosen === null ? null : packagePriceVariations(reply, chosen, language),
      flightCards: reply?.flights.map((_, index) => packageFlightCard(reply, state, index)) ?? [],
      hotelCards: reply?.hotels.map((hotel) => packageHotelCard(reply, state, hotel)) ?? [],
    }),
    [reply, chosen, state, language],
  );
  const { save, allowReuse } = saved.actions;
  useEffect(() => {
    if (scope !== undefined && chosen !== null) save({ scope, chosen });
  }, [scope, chosen, save]);
  const step = (event: PackageChoiceEvent) =>
    reply !== null && setHeld({ reply, state: packageChoiceTransition(reply, state, event) });
  return {
    choice: state,
    ...views,
    pickLeg: (solution, leg, tripProductId) => step({ _tag: "legPicked", solution, leg, tripProductId }),
    selectFlight: (solution) => step({ _tag: "flightSelected", solution }),
    selectHotel: (hotelDetailId, rateId) =>
      step({ _tag: "hotelSelected", hotelDetailId, ...(rateId === undefined ? {} : { rateId }) }),
    addLabelKey: budget.data.labelKey,
    addDisabled: item === null || budget.data.disabled,
    addStatus: budget.status,
    navigation: budget.data.navigation,
    add: () => void (item !== null && budget.actions.add(item)),
    keepForReturn: allowReuse,
  };
};

import {
  type PackageChoiceEvent,
  type PackageSavedChoice,
  type PackageSearchReply,
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
import { useAddToBudget } from "../budgets/useAddToBudget.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { useSavedSearchFilters } from "../session/useSavedSearchFilters.js";
import type { PackageChoiceResult } from "./packageResultsTypes.js";

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

import type { HotelAggregatedCardEvent } from "@travesia/core";
import { useCallback } from "react";
import type { AggregatedCards, AggregatedCardsInput } from "./aggregatedCardsTypes.js";
import { useAggregatedCardStates } from "./useAggregatedCardStates.js";
import { useOnDemandRatePages } from "./useOnDemandRatePages.js";

export type { AggregatedCards, AggregatedCardsInput, AggregatedRates } from "./aggregatedCardsTypes.js";

const NO_INPUT: AggregatedCardsInput = { path: null, tariffOnDemand: false, hotels: [] };

/**
 * The cards of an aggregated view (spec 001 §2 "Aggregated results"), each on core's `hotelAggregatedCardTransition`
 * ('Ver %d opciones más' expands, 'Ver más' adds 10 rates, a board filter restarts at page 1). With on-demand rates
 * (`hotelsV2TariffOnDemand`), a 'Ver más' that core says needs page n asks `searchMoreRateOptions` for it (one
 * TanStack query per hotel and page, kept for the search), and `ratesOf` appends the pages that have arrived.
 *
 * @example const cards = useAggregatedCards({ path, tariffOnDemand, hotels }); cards.send(id, { _tag: "expand" });
 */
export const useAggregatedCards = (input: AggregatedCardsInput = NO_INPUT): AggregatedCards => {
  const { tariffOnDemand, path } = input;
  const { stateOf, apply, expandAll, collapseAll } = useAggregatedCardStates();
  const { ask, ratesOf, retry } = useOnDemandRatePages(input);
  const send = useCallback(
    (id: string, event: HotelAggregatedCardEvent) => {
      apply(id, event);
      const page = event._tag === "showMore" ? event.ratesPage : undefined;
      if (page !== undefined && tariffOnDemand && path !== null) ask(id, page);
    },
    [apply, ask, tariffOnDemand, path],
  );
  return { stateOf, send, expandAll, collapseAll, tariffOnDemand, ratesOf, retry };
};

import { useMutation } from "@tanstack/react-query";
import { hotelQuoteEndpoint, rateRowSelectable } from "@travesia/core";
import { useCallback } from "react";
import { useStore } from "zustand";
import { quoteRetryPolicy } from "../query/asyncPolicies.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { dispatchHotelQuote } from "./hotelQuoteStore.js";
import { requestRatePolicy } from "./ratePolicies.js";
import { type RatePolicyFlags, ratePolicyEntry, ratePolicyStore } from "./ratePolicyStore.js";
import { type QuoteFlowView, useQuoteFlow } from "./useQuoteFlow.js";

/** What {@link useHotelQuote} returns: the button (core's `quoteButtonView`), the notices, where to go, and `quote`. */
export interface HotelQuoteResult {
  readonly status: QuoteFlowView["status"];
  readonly data: Omit<QuoteFlowView, "status">;
  readonly error: null;
  readonly actions: { readonly quote: () => Promise<void> };
}

/**
 * One rate's quote button (spec 001 §4, §7): the policy is checked first when not yet loaded ('Verificando'), then
 * `GET /checkout/quote/hotel/{tripProductID}[/{alternativeProductIds}]` with `quoteRetryPolicy` (3 retries 1 s
 * apart, never after a 500); core's `hotelQuoteTransition` holds every button of the page, so one quote runs at a
 * time. The redirect waits the machine's delay on the provider clock; warnings leave after their duration.
 * Decision: the quote "starts a new trip" (the 5 s alternative-rate wait) when no budget or trip is active.
 */
export const useHotelQuote = (
  rate: { readonly tripProductID: string; readonly selected?: boolean; readonly disabled?: boolean },
  flags: RatePolicyFlags & { readonly pricerEnabled: boolean },
): HotelQuoteResult => {
  const id = rate.tripProductID;
  const { smartFlow, relatedRates, pricerEnabled } = flags;
  const { world, client, store, step, replied, view } = useQuoteFlow(id, pricerEnabled);
  // Only whether the policy row allows a quote: opening the row's policy panel (its loading and loaded steps) does not
  // draw the button again.
  const policySelectable = useStore(ratePolicyStore(world), (all) => {
    const entry = all[id];
    return entry === undefined || rateRowSelectable(entry.state);
  });
  const { mutateAsync } = useMutation(
    {
      mutationFn: (alternatives: readonly string[]) => fetchEndpoint(world.api, hotelQuoteEndpoint, [id, alternatives]),
      retry: (count, error) => {
        const again = quoteRetryPolicy.retry(count, error);
        if (again) dispatchHotelQuote(store, { _tag: "retry", rateId: id });
        return again;
      },
      retryDelay: quoteRetryPolicy.retryDelay,
    },
    client,
  );
  const quote = useCallback(async () => {
    let entry = ratePolicyEntry(ratePolicyStore(world).getState(), id);
    if (entry.state.status === 0) {
      if (!step({ _tag: "verify", rateId: id })) return;
      entry = await requestRatePolicy(world, client, id, { smartFlow, relatedRates });
      if (entry.state.status === 9) return void step({ _tag: "verifyFailed", rateId: id });
    }
    if (!step({ _tag: "quote", rateId: id })) return;
    await mutateAsync(entry.state.alternativeProductIds).then(replied, () => step({ _tag: "failed", rateId: id }));
  }, [world, client, id, step, replied, mutateAsync, smartFlow, relatedRates]);
  const { status, ...data } = view({
    selected: rate.selected === true,
    selectable: rate.disabled !== true && policySelectable,
  });
  return { status, data, error: null, actions: { quote } };
};

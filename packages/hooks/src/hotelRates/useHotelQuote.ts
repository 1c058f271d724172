import { useMutation } from "@tanstack/react-query";
import {
  hotelQuoteEndpoint,
  hotelQuoteRate,
  type QuoteButtonView,
  type QuoteNotice,
  quoteButtonView,
  rateRowSelectable,
} from "@travesia/core";
import { useCallback, useState } from "react";
import { useStore } from "zustand";
import { usePortalStore } from "../provider/PortalProvider.js";
import { quoteRetryPolicy } from "../query/asyncPolicies.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { dispatchHotelQuote, hotelQuoteStore } from "./hotelQuoteStore.js";
import { type RatePolicyFlags, ratePolicyEntry, ratePolicyStore, requestRatePolicy } from "./ratePolicies.js";

/** What {@link useHotelQuote} returns: the button (core's `quoteButtonView`), the notices, where to go, and `quote`. */
export interface HotelQuoteResult {
  readonly status: ReturnType<typeof hotelQuoteRate>["_tag"];
  readonly data: {
    readonly button: QuoteButtonView;
    /** The page's notices when this rate raised them (warnings, the alternative-rate notice). */
    readonly notices: readonly QuoteNotice[];
    /** Set once the redirect is due: the server's next URL, or `/v3/trip/edit/{budgetId}` with the pricer. */
    readonly navigation: string | null;
  };
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
  const { world, client } = usePortalQuery();
  const store = hotelQuoteStore(world);
  const page = useStore(store);
  const activeId = usePortalStore("active", (state) => state.id);
  // Only whether the policy row allows a quote: opening the row's policy panel (its loading and loaded steps) does not
  // draw the button again.
  const policySelectable = useStore(ratePolicyStore(world), (all) => {
    const entry = all[rate.tripProductID];
    return entry === undefined || rateRowSelectable(entry.state);
  });
  const [navigation, setNavigation] = useState<string | null>(null);
  const id = rate.tripProductID;
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
  const { smartFlow, relatedRates, pricerEnabled } = flags;
  const quote = useCallback(async () => {
    let entry = ratePolicyEntry(ratePolicyStore(world).getState(), id);
    if (entry.state.status === 0) {
      if (dispatchHotelQuote(store, { _tag: "verify", rateId: id }).running !== id) return;
      entry = await requestRatePolicy(world, client, id, { smartFlow, relatedRates });
      if (entry.state.status === 9) return void dispatchHotelQuote(store, { _tag: "verifyFailed", rateId: id });
    }
    if (dispatchHotelQuote(store, { _tag: "quote", rateId: id }).running !== id) return;
    try {
      const reply = await mutateAsync(entry.state.alternativeProductIds);
      const context = { pricerEnabled, budgetId: activeId, newTrip: activeId === null };
      const next = dispatchHotelQuote(store, { _tag: "replied", rateId: id, reply, context });
      const state = hotelQuoteRate(next, id);
      if (state._tag === "redirecting" && state.delayMs === 0) setNavigation(state.url);
      else if (state._tag === "redirecting") world.clock.setTimeout(() => setNavigation(state.url), state.delayMs);
      const timed = next.notices.find((notice) => notice.durationMs !== null);
      if (timed?.durationMs != null)
        world.clock.setTimeout(() => dispatchHotelQuote(store, { _tag: "noticesShown" }), timed.durationMs);
    } catch {
      dispatchHotelQuote(store, { _tag: "failed", rateId: id });
    }
  }, [world, client, store, id, mutateAsync, smartFlow, relatedRates, pricerEnabled, activeId]);
  const selectable = rate.disabled !== true && policySelectable;
  return {
    status: hotelQuoteRate(page.machine, id)._tag,
    data: {
      button: quoteButtonView(page.machine, id, { selected: rate.selected === true, selectable }),
      notices: page.lastRateId === id ? page.machine.notices : [],
      navigation,
    },
    error: null,
    actions: { quote },
  };
};

import type { QueryClient } from "@tanstack/react-query";
import {
  type HotelQuoteEvent,
  hotelQuoteRate,
  type QuoteButtonView,
  type QuoteNotice,
  type QuoteReplyInput,
  quoteButtonView,
} from "@travesia/core";
import { useCallback, useState } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { dispatchHotelQuote, type HotelQuotePage, hotelQuoteStore } from "./hotelQuoteStore.js";

/** The part of a quote button's result the hotel and the house buttons share. */
export interface QuoteFlowView {
  readonly status: ReturnType<typeof hotelQuoteRate>["_tag"];
  readonly button: QuoteButtonView;
  /** The page's notices when this rate raised them (warnings, the alternative-rate notice). */
  readonly notices: readonly QuoteNotice[];
  /** Set once the redirect is due: the server's next URL, or `/v3/trip/edit/{budgetId}` with the pricer. */
  readonly navigation: string | null;
}

/** What {@link useQuoteFlow} gives a quote button's hook. */
export interface QuoteFlow {
  readonly world: PortalWorld;
  readonly client: QueryClient;
  readonly store: StoreApi<HotelQuotePage>;
  /** Dispatches an event for this rate; true when this rate is the one running after it. */
  readonly step: (event: HotelQuoteEvent) => boolean;
  readonly replied: (reply: QuoteReplyInput) => void;
  readonly view: (button: { readonly selected: boolean; readonly selectable: boolean }) => QuoteFlowView;
}

/**
 * One quote button's steps in the page's quote store (core's `hotelQuoteTransition`), shared by the hotel rate and
 * the house: `step` dispatches an event for this rate, `replied` reads a reply, then waits the redirect's delay and the
 * notices' duration on the provider clock.
 */
export const useQuoteFlow = (rateId: string, pricerEnabled: boolean): QuoteFlow => {
  const { world, client } = usePortalQuery();
  const store = hotelQuoteStore(world);
  const page = useStore(store);
  const activeId = usePortalStore("active", (state) => state.id);
  const [navigation, setNavigation] = useState<string | null>(null);
  const step = useCallback(
    (event: HotelQuoteEvent) => dispatchHotelQuote(store, event).running === rateId,
    [store, rateId],
  );
  const replied = useCallback(
    (reply: QuoteReplyInput) => {
      const context = { pricerEnabled, budgetId: activeId, newTrip: activeId === null };
      const next = dispatchHotelQuote(store, { _tag: "replied", rateId, reply, context });
      const state = hotelQuoteRate(next, rateId);
      if (state._tag === "redirecting" && state.delayMs === 0) setNavigation(state.url);
      else if (state._tag === "redirecting") world.clock.setTimeout(() => setNavigation(state.url), state.delayMs);
      const timed = next.notices.find((notice) => notice.durationMs !== null);
      if (timed?.durationMs != null)
        world.clock.setTimeout(() => dispatchHotelQuote(store, { _tag: "noticesShown" }), timed.durationMs);
    },
    [world, store, rateId, pricerEnabled, activeId],
  );
  const view = (button: { readonly selected: boolean; readonly selectable: boolean }): QuoteFlowView => ({
    status: hotelQuoteRate(page.machine, rateId)._tag,
    button: quoteButtonView(page.machine, rateId, button),
    notices: page.lastRateId === rateId ? page.machine.notices : [],
    navigation,
  });
  return { world, client, store, step, replied, view };
};

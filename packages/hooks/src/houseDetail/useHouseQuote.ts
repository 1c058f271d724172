import { useMutation } from "@tanstack/react-query";
import {
  hotelQuoteRate,
  houseQuoteEndpoint,
  houseQuoteFailureNotice,
  type QuoteButtonView,
  type QuoteNotice,
  quoteButtonView,
} from "@travesia/core";
import { useCallback, useState } from "react";
import { useStore } from "zustand";
import { dispatchHotelQuote, hotelQuoteStore } from "../hotelRates/hotelQuoteStore.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useHouseQuote} returns: the button, the page's notices, the sold-out warning and where to go. */
export interface HouseQuoteResult {
  readonly status: ReturnType<typeof hotelQuoteRate>["_tag"];
  readonly data: {
    readonly button: QuoteButtonView;
    readonly notices: readonly QuoteNotice[];
    /** 'Hemos vendido la última habitación disponible de esa propiedad…' for 10 s after a failed quote, else null. */
    readonly failureKey: "house.soldOut" | null;
    /** Set once the redirect is due: the server's next URL, or `/v3/trip/edit/{budgetId}` with the pricer. */
    readonly navigation: string | null;
  };
  readonly error: null;
  readonly actions: { readonly quote: () => Promise<void> };
}

/**
 * A house's quote button (spec 001 §7 `GET /checkout/quote/hotel/{tripProductID}%3FaccommodationType=
 * HouseOrApartment`, §8 house failure for 10 s on the provider clock). It steps core's `hotelQuoteTransition` in the
 * page's quote store, so one quote runs at a time. Decisions: no policy check and no retries (the spec gives the
 * house quote neither); the reply's `deadlineReached` / `outOfLimit` block as on a hotel rate.
 */
export const useHouseQuote = (tripProductID: string, flags: { readonly pricerEnabled: boolean }): HouseQuoteResult => {
  const { world, client } = usePortalQuery();
  const store = hotelQuoteStore(world);
  const page = useStore(store);
  const activeId = usePortalStore("active", (state) => state.id);
  const [navigation, setNavigation] = useState<string | null>(null);
  const [failureKey, setFailureKey] = useState<"house.soldOut" | null>(null);
  const { mutateAsync } = useMutation(
    { mutationFn: () => fetchEndpoint(world.api, houseQuoteEndpoint, [tripProductID]) },
    client,
  );
  const { pricerEnabled } = flags;
  const quote = useCallback(async () => {
    if (dispatchHotelQuote(store, { _tag: "quote", rateId: tripProductID }).running !== tripProductID) return;
    try {
      const reply = await mutateAsync();
      const context = { pricerEnabled, budgetId: activeId, newTrip: activeId === null };
      const next = dispatchHotelQuote(store, { _tag: "replied", rateId: tripProductID, reply, context });
      const state = hotelQuoteRate(next, tripProductID);
      if (state._tag === "redirecting" && state.delayMs === 0) setNavigation(state.url);
      else if (state._tag === "redirecting") world.clock.setTimeout(() => setNavigation(state.url), state.delayMs);
      const timed = next.notices.find((notice) => notice.durationMs !== null);
      if (timed?.durationMs != null)
        world.clock.setTimeout(() => dispatchHotelQuote(store, { _tag: "noticesShown" }), timed.durationMs);
    } catch {
      dispatchHotelQuote(store, { _tag: "failed", rateId: tripProductID });
      const notice = houseQuoteFailureNotice();
      setFailureKey(notice.messageKey);
      world.clock.setTimeout(() => setFailureKey(null), notice.durationMs);
    }
  }, [world, store, tripProductID, mutateAsync, pricerEnabled, activeId]);
  return {
    status: hotelQuoteRate(page.machine, tripProductID)._tag,
    data: {
      button: quoteButtonView(page.machine, tripProductID, { selected: false, selectable: true }),
      notices: page.lastRateId === tripProductID ? page.machine.notices : [],
      failureKey,
      navigation,
    },
    error: null,
    actions: { quote },
  };
};

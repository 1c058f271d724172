import { useMutation } from "@tanstack/react-query";
import { houseQuoteEndpoint, houseQuoteFailureNotice } from "@travesia/core";
import { useCallback, useState } from "react";
import { type QuoteFlowView, useQuoteFlow } from "../hotelRates/useQuoteFlow.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";

/** What {@link useHouseQuote} returns: the button, the page's notices, the sold-out warning and where to go. */
export interface HouseQuoteResult {
  readonly status: QuoteFlowView["status"];
  readonly data: Omit<QuoteFlowView, "status"> & {
    /** 'Hemos vendido la última habitación disponible de esa propiedad…' for 10 s after a failed quote, else null. */
    readonly failureKey: "house.soldOut" | null;
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
  const { world, client, step, replied, view } = useQuoteFlow(tripProductID, flags.pricerEnabled);
  const [failureKey, setFailureKey] = useState<"house.soldOut" | null>(null);
  const { mutateAsync } = useMutation(
    { mutationFn: () => fetchEndpoint(world.api, houseQuoteEndpoint, [tripProductID]) },
    client,
  );
  const quote = useCallback(async () => {
    if (!step({ _tag: "quote", rateId: tripProductID })) return;
    await mutateAsync().then(replied, () => {
      step({ _tag: "failed", rateId: tripProductID });
      const notice = houseQuoteFailureNotice();
      setFailureKey(notice.messageKey);
      world.clock.setTimeout(() => setFailureKey(null), notice.durationMs);
    });
  }, [world, step, replied, tripProductID, mutateAsync]);
  const { status, ...data } = view({ selected: false, selectable: true });
  return { status, data: { ...data, failureKey }, error: null, actions: { quote } };
};

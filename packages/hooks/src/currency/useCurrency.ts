import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type Currency,
  currenciesEndpoint,
  currencyChoices,
  currencySessionEndpoint,
  setCurrencySessionEndpoint,
} from "@travesia/core";
import { useCallback, useEffect, useMemo } from "react";
import { usePortalStore } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

const NO_CURRENCIES: readonly Currency[] = [];

/** What {@link useCurrency} returns. */
export interface CurrencyState {
  /** `loading` until both currency calls have answered or failed (failures are silent, spec 000 §8). */
  readonly status: "loading" | "ready";
  /** The list; after a failed list call, the one currency the portal carries on with (core's `currencyChoices`). */
  readonly currencies: readonly Currency[];
  /** The session currency, else the list's default; never undefined once ready. */
  readonly selected: Currency | undefined;
  readonly actions: { readonly select: (currencyId: string) => Promise<void> };
}

/**
 * The display currency: loads the list and the session currency, and keeps the choice in the provider's currency
 * store (client state, shared by every selector and price). Spec 000 §8 "Currency call errors: silently ignored":
 * a failed list call leaves the portal on its default currency (core's `currencyChoices`), ready and usable; a
 * failed `setCurrencySession` puts the previous choice back.
 *
 * @example const { status, selected, actions } = useCurrency(); actions.select("EUR");
 */
export const useCurrency = (): CurrencyState => {
  const { world, client } = usePortalQuery();
  const { api, stores } = world;
  // Asked once per page: every consumer (a page's prices, the header's selector drawn later) reads the same replies.
  // A choice writes the session's reply itself (`select`), and a new language asks both again (the query client).
  const list = useQuery(
    {
      queryKey: ["currencies"],
      queryFn: ({ signal }) => fetchEndpoint(api, currenciesEndpoint, [], { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  const session = useQuery(
    {
      queryKey: ["currencySession"],
      queryFn: ({ signal }) => fetchEndpoint(api, currencySessionEndpoint, [], { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  const chosenId = usePortalStore("currency", (state) => state.currencyId);
  const ready = !list.isPending && !session.isPending;
  const listed = list.data?.results ?? null;
  const sessionId = chosenId ?? session.data?.user_currency ?? null;
  // One object per answer, not per render: consumers hand the state on in effects keyed by these values.
  const choices = useMemo(() => currencyChoices(listed, sessionId), [listed, sessionId]);

  const selectedId = ready ? choices.selected.id : null;
  useEffect(() => {
    if (selectedId !== null && stores.currency.getState().currencyId === null)
      stores.currency.setState({ currencyId: selectedId });
  }, [selectedId, stores]);

  const { mutateAsync } = useMutation(
    {
      mutationFn: (currency: string) => fetchEndpoint(api, setCurrencySessionEndpoint, [], { body: { currency } }),
    },
    client,
  );
  const select = useCallback(
    async (currencyId: string) => {
      const previous = stores.currency.getState().currencyId;
      stores.currency.setState({ currencyId });
      try {
        await mutateAsync(currencyId);
        client.setQueryData(["currencySession"], { done: true, user_currency: currencyId });
      } catch {
        stores.currency.setState({ currencyId: previous });
      }
    },
    [client, mutateAsync, stores],
  );

  return ready
    ? { status: "ready", currencies: choices.currencies, selected: choices.selected, actions: { select } }
    : { status: "loading", currencies: NO_CURRENCIES, selected: undefined, actions: { select } };
};

import { type Currency, endpoints, selectedCurrency } from "@travesia/core";
import { Result } from "effect";
import { useCallback, useEffect, useState } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

/** What {@link useCurrency} returns. */
export interface CurrencyState {
  /** `loading` until the list call answers (or fails: failures are silent, spec 000 §8). */
  readonly status: "loading" | "ready";
  readonly currencies: readonly Currency[];
  /** The session currency, the list's default while the session has none. */
  readonly selected: Currency | undefined;
  readonly actions: { readonly select: (currencyId: string) => Promise<void> };
}

/**
 * The display currency: loads the list, reads and sets the session currency, and mirrors the choice into the
 * provider's currency store (for price displays that only need the id).
 * Spec 000 §8: "Currency call errors: silently ignored" — a failed call leaves the previous state.
 */
export const useCurrency = (): CurrencyState => {
  const { api, stores } = usePortalWorld();
  const [status, setStatus] = useState<CurrencyState["status"]>("loading");
  const [currencies, setCurrencies] = useState<readonly Currency[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    void Promise.all([
      callEndpoint(api, endpoints.currencies, [], { signal }),
      callEndpoint(api, endpoints.currencySession, [], { signal }),
    ]).then(([list, session]) => {
      if (signal.aborted) return;
      if (Result.isSuccess(list)) setCurrencies(list.success.results);
      if (Result.isSuccess(session)) setSessionId(session.success.user_currency);
      if (Result.isSuccess(list)) {
        const chosen = selectedCurrency(
          list.success.results,
          Result.isSuccess(session) ? session.success.user_currency : null,
        );
        stores.currency.setState({ currencyId: chosen?.id ?? null });
      }
      setStatus("ready");
    });
    return () => controller.abort();
  }, [api, stores]);

  const select = useCallback(
    async (currencyId: string) => {
      const previous = sessionId;
      const previousInStore = stores.currency.getState().currencyId;
      setSessionId(currencyId);
      stores.currency.setState({ currencyId });
      const reply = await callEndpoint(api, endpoints.setCurrencySession, [], { body: { currency: currencyId } });
      if (Result.isFailure(reply)) {
        setSessionId(previous);
        stores.currency.setState({ currencyId: previousInStore });
      }
    },
    [api, sessionId, stores],
  );

  return { status, currencies, selected: selectedCurrency(currencies, sessionId), actions: { select } };
};

import { useState } from "react";
import { usePortalStore } from "../provider/PortalProvider.js";

/** What a list's query key carries while the visitor keeps the session's currency. */
export const SESSION_CURRENCY_KEY = "session";

/**
 * The currency part of a priced list's query key: {@link SESSION_CURRENCY_KEY} (the server answers in the session's
 * currency) while the currency is unknown or still the first one this screen knew, else the currency the visitor
 * picked, so a change lists the prices anew. The session currency's arrival (unknown, then its id) asks nothing
 * again: the list was already in that currency.
 *
 * @example useQuery({ queryKey: ["bundleResults", search, useCurrencyQueryKey()], … })
 */
export const useCurrencyQueryKey = (): string => {
  const currency = usePortalStore("currency", (state) => state.currencyId);
  const [first, setFirst] = useState(currency);
  if (first === null && currency !== null) setFirst(currency);
  return currency === null || currency === (first ?? currency) ? SESSION_CURRENCY_KEY : currency;
};

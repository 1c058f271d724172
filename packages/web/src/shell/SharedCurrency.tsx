import { type CurrencyState, useCurrency } from "@travesia/hooks";
import { createContext, type ReactNode, useContext } from "react";

const SharedCurrencyContext = createContext<CurrencyState | null>(null);

/**
 * Calls `useCurrency()` once for the whole page, so the small selector in the header and the large one on home
 * show the same choice: the hook keeps the session currency in its own state, not in the portal's currency store
 * (a gap reported to hooks), and two calls would each hold their own copy.
 */
export const SharedCurrencyProvider = ({ children }: { readonly children: ReactNode }) => (
  <SharedCurrencyContext.Provider value={useCurrency()}>{children}</SharedCurrencyContext.Provider>
);

const OwnCurrency = ({ render }: { readonly render: (currency: CurrencyState) => ReactNode }) => (
  <>{render(useCurrency())}</>
);

/**
 * Renders with the page's one currency state; outside {@link SharedCurrencyProvider} (a view tested alone) it
 * calls the hook itself.
 */
export const WithCurrency = ({ render }: { readonly render: (currency: CurrencyState) => ReactNode }) => {
  const shared = useContext(SharedCurrencyContext);
  return shared === null ? <OwnCurrency render={render} /> : render(shared);
};

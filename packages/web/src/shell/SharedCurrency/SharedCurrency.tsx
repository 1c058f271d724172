import type { CurrencyState } from "@travesia/hooks";
import { createContext, lazy, type ReactNode, useContext, useMemo, useState } from "react";
import { AfterHydration } from "../../shared/afterHydration";

const SharedCurrencyContext = createContext<CurrencyState | null>(null);

/** The currency state before the hook's code has arrived: loading, nothing to choose. */
const CURRENCY_LOADING: CurrencyState = {
  status: "loading",
  currencies: [],
  selected: undefined,
  actions: { select: async () => undefined },
};

const loadFeedModule = () => import("./SharedCurrencyConnected");
const loadFeed = async () => ({ default: (await loadFeedModule()).SharedCurrencyConnected });
const CurrencyFeed = lazy(loadFeed);
const OwnCurrencyFeed = lazy(loadFeed);

/**
 * One currency state for the whole page, so the small selector in the header and the large one on home show the
 * same choice (the hook keeps the session currency in its own state, not in the portal's currency store — a gap
 * reported to hooks — so two calls would each hold their own copy).
 *
 * The hook, and the Schemas it decodes the currency calls with, load after the first paint: until then both
 * selectors show their loading face, which is what they show while the calls run anyway.
 */
export const SharedCurrencyProvider = ({ children }: { readonly children: ReactNode }) => {
  const [state, setState] = useState<CurrencyState>(CURRENCY_LOADING);
  // The same element on every draw: a URL change draws the provider again, not the feed.
  const feed = useMemo(
    () => (
      <AfterHydration load={loadFeedModule}>
        <CurrencyFeed onChange={setState} />
      </AfterHydration>
    ),
    [],
  );
  return (
    <SharedCurrencyContext.Provider value={state}>
      {children}
      {feed}
    </SharedCurrencyContext.Provider>
  );
};

/** A view tested alone, outside {@link SharedCurrencyProvider}: it gets its own feed. */
const OwnCurrency = ({ render }: { readonly render: (currency: CurrencyState) => ReactNode }) => {
  const [state, setState] = useState<CurrencyState>(CURRENCY_LOADING);
  return (
    <>
      {render(state)}
      <AfterHydration load={loadFeedModule}>
        <OwnCurrencyFeed onChange={setState} />
      </AfterHydration>
    </>
  );
};

/** Renders with the page's one currency state (or, outside the provider, one of its own). */
export const WithCurrency = ({ render }: { readonly render: (currency: CurrencyState) => ReactNode }) => {
  const shared = useContext(SharedCurrencyContext);
  return shared === null ? <OwnCurrency render={render} /> : render(shared);
};

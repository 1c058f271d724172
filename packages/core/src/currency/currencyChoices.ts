import type { Currency } from "../api/currency.js";
import { selectedCurrency } from "./selectedCurrency.js";

/**
 * The portal's default display currency when no currency call has said otherwise. Decision: the spec names no
 * default; the demo portal's list marks US dollars as `defaultCurrency`, and prices are kept in dollars.
 */
export const PORTAL_DEFAULT_CURRENCY_ID = "USD";

/** Symbols of the currencies the portal knows without a list (spec 000 §3 "currencySymbol"); others show their code. */
const KNOWN_SYMBOLS: Readonly<Record<string, string>> = { USD: "US$", EUR: "€", ARS: "$", BRL: "R$" };

/** The currencies the selectors offer, and the one shown as chosen. */
export interface CurrencyChoices {
  readonly currencies: readonly Currency[];
  readonly selected: Currency;
}

/**
 * What the currency selectors show. Spec 000 §8 "Currency call errors: silently ignored": the portal carries on
 * with its default currency rather than waiting. With a list, the session's currency (else the list's default, else
 * the first) is chosen, as core's `selectedCurrency` says; when the list call failed (`listed` null) or came back
 * empty, the only choice is the session's currency if known, else {@link PORTAL_DEFAULT_CURRENCY_ID}, named by its
 * code.
 *
 * @example currencyChoices(null, null).selected.id // "USD"
 * @example currencyChoices(null, "EUR").selected // { id: "EUR", currencySymbol: "€", name: "EUR", defaultCurrency: true }
 */
export const currencyChoices = (listed: readonly Currency[] | null, sessionId: string | null): CurrencyChoices => {
  const chosen = listed === null ? undefined : selectedCurrency(listed, sessionId);
  if (listed !== null && chosen !== undefined) return { currencies: listed, selected: chosen };
  const id = sessionId !== null && sessionId.trim() !== "" ? sessionId : PORTAL_DEFAULT_CURRENCY_ID;
  const fallback: Currency = { id, currencySymbol: KNOWN_SYMBOLS[id] ?? id, name: id, defaultCurrency: true };
  return { currencies: [fallback], selected: fallback };
};

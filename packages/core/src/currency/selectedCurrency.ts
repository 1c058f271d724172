import type { Currency } from "../api/currency.js";

/**
 * The currency to show as chosen: the session's, else the list's default, else the first.
 *
 * @example selectedCurrency(list, "EUR")?.id // "EUR" when the list has it
 */
export const selectedCurrency = (currencies: readonly Currency[], sessionId: string | null): Currency | undefined =>
  currencies.find((currency) => currency.id === sessionId) ??
  currencies.find((currency) => currency.defaultCurrency) ??
  currencies[0];

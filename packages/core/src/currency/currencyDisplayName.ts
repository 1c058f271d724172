import type { Currency } from "../api/currency.js";
import type { Language } from "../locale/language.js";

/** The name of an ISO 4217 currency code in a language, or `undefined` when the source does not know the code. */
export type CurrencyNames = (code: string, language: Language) => string | undefined;

// Each name is built once: a selector asks for every currency on every render, and each `Intl.DisplayNames` is an
// object ICU builds anew. As many entries as the server has currencies, per language.
const currencyNames = new Map<string, string | undefined>();

/**
 * Currency names from the runtime's `Intl.DisplayNames` (CLDR data: "US Dollar", "Dólar americano"); `undefined`
 * for a code it does not know or cannot read.
 */
export const intlCurrencyNames: CurrencyNames = (code, language) => {
  const key = `${language}:${code}`;
  if (currencyNames.has(key)) return currencyNames.get(key);
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([language], { type: "currency", fallback: "none" }).of(code);
  } catch {
    name = undefined;
  }
  currencyNames.set(key, name);
  return name;
};

/**
 * The name a currency selector shows in a language (spec 000 §3 "name (shown as currencyName)"). The server names
 * its currencies in the portal's default language, Spanish, so Spanish shows the server's name; English and
 * Portuguese show the code's name in that language (first letter capitalised, as the server writes names), and the
 * server's name when the code is unknown.
 *
 * @example currencyDisplayName({ id: "USD", currencySymbol: "US$", name: "Dólar estadounidense", defaultCurrency: true }, "en") // "US Dollar"
 */
export const currencyDisplayName = (
  currency: Currency,
  language: Language,
  names: CurrencyNames = intlCurrencyNames,
): string => {
  if (language === "es") return currency.name;
  const name = names(currency.id, language)?.trim();
  if (name === undefined || name === "") return currency.name;
  return `${name.charAt(0).toLocaleUpperCase(language)}${name.slice(1)}`;
};

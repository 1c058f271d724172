import type { Currency } from "@travesia/core";

// The display currencies and languages the demo portal offers: the currency and language routes list them, and the
// header reply (user routes) names the chosen ones.

/** The demo portal's display currencies; fixed demo exchange rates live in the inventory. */
export const DEMO_CURRENCIES: readonly Currency[] = [
  { id: "USD", currencySymbol: "US$", name: "Dólar estadounidense", defaultCurrency: true },
  { id: "ARS", currencySymbol: "$", name: "Peso argentino", defaultCurrency: false },
  { id: "EUR", currencySymbol: "€", name: "Euro", defaultCurrency: false },
  { id: "BRL", currencySymbol: "R$", name: "Real brasileño", defaultCurrency: false },
];

/**
 * The language options (spec 000 §9: "Supported languages: es, en, pt … labels Español, Inglés, Portugués").
 * Both `id` (spec 001 §3 "Language: id, name") and `languageId` (spec 002 §3 "Language option: name, languageId").
 */
export const DEMO_LANGUAGE_OPTIONS = [
  { id: "es", languageId: "es", name: "Español" },
  { id: "en", languageId: "en", name: "Inglés" },
  { id: "pt", languageId: "pt", name: "Portugués" },
] as const;

import { roundHalfAwayFromZero } from "@travesia/core";

/**
 * Fixed demo exchange rates against the US dollar (units of the currency per 1 USD). Not market rates: fixed so
 * that a search in ARS always gives the same answer. The currency list itself is `DEMO_CURRENCIES` in
 * `server/routes/currency.ts`.
 */
const DEMO_USD_RATES: Readonly<Record<string, number>> = { USD: 1, ARS: 1250, EUR: 0.92, BRL: 5.6 };

/**
 * Converts US cents to minor units of another currency with the fixed demo rate, rounding once, half away from zero.
 *
 * @example demoConvertMinor(10_000, "ARS") // 12_500_000 (US$ 100 = $ 125.000,00)
 */
export const demoConvertMinor = (usdMinor: number, currency: string): number =>
  roundHalfAwayFromZero(usdMinor * (DEMO_USD_RATES[currency] ?? 1));

/** Minor units as the decimal number replies carry (`12345` → `123.45`). */
export const minorToDecimal = (minor: number): number => minor / 100;

import * as Result from "effect/Result";
import { HOTEL_RATE_PRICE_TYPE_VGR } from "../api/hotelCodes.js";
import type { HotelRate } from "../api/hotelRate.js";
import type { PricesIncludeTaxes } from "../api/portalFeatureFlags.js";
import { type Money, money, roundHalfAwayFromZero } from "../money/money.js";
import { type MoneyDecimalError, moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { type PriceBasis, priceBasis, priceBasisLabelKey } from "../money/priceBasis.js";

/** What a rate's price block needs from the search reply and the portal. */
export interface HotelRatePriceContext {
  /** `currency.grossCurrency.code` of the reply. */
  readonly currency: string;
  /** The reply's `perNight` flag. */
  readonly perNight: boolean | undefined;
  /** Nights of the stay (check-out minus check-in), at least 1. */
  readonly nights: number;
  /** `showPricesIncludeTaxes`: true included, false not included, 'none' (or absent) hides the label. */
  readonly showPricesIncludeTaxes: PricesIncludeTaxes | undefined;
  /** The reply's `countryTax` flag: show the country-tax note. */
  readonly countryTax: boolean | undefined;
  /** The reply's `rgTax` flag: show the RG5463/23 perception note. */
  readonly rgTax: boolean | undefined;
  /** Only 'go' features (price-GO). */
  readonly priceGo: boolean;
}

/** Everything a rate's price block shows. */
export interface HotelRatePriceView {
  readonly basis: PriceBasis;
  /** 'por noche' or 'estadía total' label key. */
  readonly basisLabelKey: ReturnType<typeof priceBasisLabelKey>;
  /** The amount to show: per night or for the whole stay, as the reply's `perNight` says. */
  readonly shown: Money;
  /** `prices.gross.amount`: the whole stay. */
  readonly total: Money;
  /** `pricesByNight.gross.amount`, or the total divided by the nights (rounded once, half away from zero). */
  readonly perNight: Money;
  /**
   * Alternative-currency amounts, one per currency, other than the main one, in the same basis as `shown`: per night
   * when the price is per night, else the whole stay. Hidden (empty) in price-GO.
   */
  readonly alternatives: readonly Money[];
  /** Spec 001 §4: "Tax flag: true included, false not included, 'none' hides the label". */
  readonly taxLabelKey: "hotel.taxesIncluded" | "hotel.taxesNotIncluded" | undefined;
  /** Spec 001 §9: "Tax labels mention … a country tax" — shown when the reply's `countryTax` is set. */
  readonly countryTaxKey: "hotel.countryTax" | undefined;
  /** Spec 001 §9: "a perception RG5463/23" — shown when the reply's `rgTax` is set. Hidden in price-GO. */
  readonly perceptionKey: "hotel.perceptionRG5463" | undefined;
}

/**
 * Alternative-currency amounts of a rate, one per currency (first seen wins), main currency left out.
 * Spec 001 §3: "visualizationGrosses, v_currencies, ratePrices[] {type, currency, value; type NMO.GBL.RPT.VGR is
 * collected as an alternative-currency amount}". Order: ratePrices (VGR), then v_currencies, then
 * visualizationGrosses. Amounts that are not finite decimals are skipped.
 *
 * @example hotelRateAlternativeAmounts({ ratePrices: [{ type: "NMO.GBL.RPT.VGR", currency: "ARS", value: 1000 }] }, "USD") // [money(100000, "ARS")]
 */
export const hotelRateAlternativeAmounts = (
  rate: Pick<HotelRate, "ratePrices" | "v_currencies" | "visualizationGrosses">,
  mainCurrency: string,
): readonly Money[] => {
  const candidates: { currency: string; amount: number }[] = [
    ...(rate.ratePrices ?? [])
      .filter((price) => price.type === HOTEL_RATE_PRICE_TYPE_VGR)
      .map((price) => ({ currency: price.currency, amount: price.value })),
    ...[...(rate.v_currencies ?? []), ...(rate.visualizationGrosses ?? [])].map((alt) => ({
      currency: alt.currency ?? alt.currencyCode ?? "",
      amount: alt.amount,
    })),
  ];
  const seen = new Set<string>([mainCurrency]);
  const amounts: Money[] = [];
  for (const candidate of candidates) {
    if (candidate.currency === "" || seen.has(candidate.currency)) continue;
    const converted = moneyFromDecimal(candidate.amount, candidate.currency);
    if (Result.isFailure(converted)) continue;
    seen.add(candidate.currency);
    amounts.push(converted.success);
  }
  return amounts;
};

/**
 * The price block of a rate. Decimals are converted to minor units once; a missing per-night price is the total
 * divided by the nights, rounded once half away from zero, so `perNight × nights` is within `nights / 2` minor
 * units of the total.
 *
 * Decision (spec 001 §1 "Price-GO hides … some price elements"): in price-GO the alternative-currency amounts and
 * the RG5463/23 perception note are hidden; the price, its basis and the tax label stay.
 *
 * Decision: the reply sends alternative-currency amounts for the whole stay only, so a per-night price shows each of
 * them divided by the nights (rounded once, half away from zero, as the per-night fallback is): a converted figure
 * beside a price must be the same price in another currency, never the stay's total beside a night's price.
 *
 * @example hotelRatePrice(rate, { currency: "USD", perNight: true, nights: 3, showPricesIncludeTaxes: true, countryTax: false, rgTax: true, priceGo: false })
 */
export const hotelRatePrice = (
  rate: Pick<HotelRate, "prices" | "pricesByNight" | "ratePrices" | "v_currencies" | "visualizationGrosses">,
  context: HotelRatePriceContext,
): Result.Result<HotelRatePriceView, MoneyDecimalError> => {
  const total = moneyFromDecimal(rate.prices.gross.amount, context.currency);
  if (Result.isFailure(total)) return Result.fail(total.failure);
  const nights = Math.max(1, Math.floor(context.nights));
  let perNight = money(roundHalfAwayFromZero(total.success.minor / nights), context.currency);
  if (rate.pricesByNight !== undefined) {
    const byNight = moneyFromDecimal(rate.pricesByNight.gross.amount, context.currency);
    if (Result.isFailure(byNight)) return Result.fail(byNight.failure);
    perNight = byNight.success;
  }
  const basis = priceBasis(context.perNight);
  const alternatives = context.priceGo ? [] : hotelRateAlternativeAmounts(rate, context.currency);
  const taxes = context.showPricesIncludeTaxes;
  return Result.succeed({
    basis,
    basisLabelKey: priceBasisLabelKey(basis),
    shown: basis === "perNight" ? perNight : total.success,
    total: total.success,
    perNight,
    alternatives:
      basis === "perNight"
        ? alternatives.map((amount) => money(roundHalfAwayFromZero(amount.minor / nights), amount.currency))
        : alternatives,
    taxLabelKey: taxes === true ? "hotel.taxesIncluded" : taxes === false ? "hotel.taxesNotIncluded" : undefined,
    countryTaxKey: context.countryTax === true ? "hotel.countryTax" : undefined,
    perceptionKey: context.rgTax === true && !context.priceGo ? "hotel.perceptionRG5463" : undefined,
  });
};

import { portalPriceGo } from "../api/portalPriceGo.js";
import { PORTAL_DEFAULT_CURRENCY_ID } from "../currency/currencyChoices.js";
import { type CalendarDate, nightsBetween } from "../dates/calendarDate.js";
import type { HotelRatePriceContext } from "./hotelRatePrice.js";
import type { HotelRatesReply } from "./hotelRatesReply.js";

/** What the portal knows without the reply: its configuration flags and the session currency. */
export interface HotelRatesFallback {
  readonly flags: Readonly<Record<string, boolean>>;
  /** The portal configuration's feature groups (price-GO, core's `portalPriceGo`), when known. */
  readonly featureGroups?: readonly string[] | undefined;
  readonly currencyId: string | null;
}

/** The rooms tab's switches and the price context of its rows. */
export interface HotelRatesSettings {
  readonly price: HotelRatePriceContext;
  /** Spec 001 §4: a policy failure keeps the row selectable under smart flow. */
  readonly smartFlow: boolean;
  /** Spec 001 §1, §2: 'Ver tarifas relacionadas'. */
  readonly relatedRates: boolean;
  /** Spec 001 §2: the quote goes to `/v3/trip/edit/{budgetId}` with the pricer. */
  readonly pricerEnabled: boolean;
  /** Spec 001 §6: "Budget and pricer controls appear only when budgeting or pricer is enabled". */
  readonly budgetControls: boolean;
}

/**
 * The rooms tab's settings: each flag from the search reply when it carries it, else the portal configuration;
 * the currency from the reply, else the session's, else the portal default; nights from the stay.
 *
 * @example hotelRatesSettings({ perNight: true }, { flags: { enableBudgeting: true }, currencyId: "ARS" }, stay).budgetControls // true
 */
export const hotelRatesSettings = (
  reply: HotelRatesReply | undefined,
  fallback: HotelRatesFallback,
  stay: { readonly checkIn: CalendarDate; readonly checkOut: CalendarDate },
): HotelRatesSettings => {
  const flag = (name: "enableBudgeting" | "enablePricer" | "smartFlow" | "relatedRates") =>
    reply?.[name] ?? fallback.flags[name] === true;
  const currencyId = fallback.currencyId === null || fallback.currencyId === "" ? undefined : fallback.currencyId;
  return {
    price: {
      currency: reply?.currency?.grossCurrency.code ?? currencyId ?? PORTAL_DEFAULT_CURRENCY_ID,
      perNight: reply?.perNight,
      nights: Math.max(1, nightsBetween(stay.checkIn, stay.checkOut)),
      showPricesIncludeTaxes: reply?.showPricesIncludeTaxes,
      countryTax: reply?.countryTax,
      rgTax: reply?.rgTax,
      priceGo: portalPriceGo(reply, fallback),
    },
    smartFlow: flag("smartFlow"),
    relatedRates: flag("relatedRates"),
    pricerEnabled: flag("enablePricer"),
    budgetControls: flag("enableBudgeting") || flag("enablePricer"),
  };
};

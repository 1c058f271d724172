import type { FlightSolution } from "../api/index.js";
import type { Money } from "../money/index.js";
import { type FlightPricePanelRow, flightPricePanel, flightTotals } from "./flightPrices.js";

/**
 * A flight card's price panel, with its notes.
 *
 * Spec 002 §9: "Per-passenger price = (net minus charge) divided by total passengers. Price panel has 5 rows. Prices
 * shown with 2 decimals." Spec 002 §3: "visualization-currency NMO.GBL.RPT.VGR". Spec 002 §1: "a 'only GO features'
 * mode that hides some price elements. Country tax and RG5463/23 perception notes are shown depending on flags."
 *
 * Decision (as core's hotel price block): price-GO hides the secondary (visualization) currency and the RG5463/23
 * note; the five rows, the per-passenger price and the country-tax note stay.
 */

/** The portal switches that shape the panel. */
export interface FlightPriceContext {
  /** The country-tax flag: show 'Incluye impuesto país'. */
  readonly countryTax: boolean;
  /** The perception flag: show 'Incluye percepción RG5463/23'. */
  readonly rgTax: boolean;
  /** Only 'go' features (price-GO). */
  readonly priceGo: boolean;
}

/** Everything the price panel shows. */
export interface FlightPriceView {
  /** The headline: the per-passenger price (null when it cannot be computed). */
  readonly perPassenger: Money | null;
  readonly total: Money | null;
  /** The amount in the visualization currency, when the reply has one and it is another currency (not in price-GO). */
  readonly secondary: Money | null;
  /** The five rows. */
  readonly rows: readonly FlightPricePanelRow[];
  readonly passengers: number;
  readonly countryTaxKey: "shell.countryTax" | null;
  readonly perceptionKey: "shell.perceptionTax" | null;
}

/**
 * The price panel of a solution.
 *
 * @example flightPriceView(solution, { countryTax: true, rgTax: false, priceGo: false }).rows.length // 5
 */
export const flightPriceView = (solution: FlightSolution, context: FlightPriceContext): FlightPriceView => {
  const passengers = Math.max(1, solution.summary.totalPsgrs);
  const rows = flightPricePanel(solution, passengers);
  const totals = flightTotals(solution.prices.totalPrices);
  const total = rows[4]?.amount ?? null;
  const visualization = totals.visualization;
  return {
    perPassenger: rows[0]?.amount ?? null,
    total,
    secondary:
      context.priceGo || visualization === null || visualization.currency === total?.currency ? null : visualization,
    rows,
    passengers,
    countryTaxKey: context.countryTax ? "shell.countryTax" : null,
    perceptionKey: context.rgTax && !context.priceGo ? "shell.perceptionTax" : null,
  };
};

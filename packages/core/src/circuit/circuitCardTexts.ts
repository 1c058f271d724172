import type { CircuitSummary } from "../api/circuit.js";
import type { Language } from "../locale/language.js";
import { formatMoney } from "../money/formatMoney.js";
import { money } from "../money/money.js";
import { translateCircuit } from "./circuitMessages.js";
import type { CircuitSearch } from "./circuitResultsUrl.js";

/**
 * A `YYYY-MM` month as its name and year in a language.
 *
 * @example formatCircuitMonth("2027-01", "es") // "enero de 2027"
 */
export const formatCircuitMonth = (month: string, language: string): string =>
  new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * A `YYYY-MM-DD` day as its weekday, day and month in a language.
 *
 * @example formatCircuitDay("2027-01-05", "es") // "mar, 5 ene"
 */
export const formatCircuitDay = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * What a circuit search asked for, in one line: the party and the month.
 *
 * @example circuitSearchLine({ travellers: 2, rooms: 1, month: "2027-05", area }, "es") // "2 viajeros, 1 habitación · mayo de 2027"
 */
export const circuitSearchLine = (search: Omit<CircuitSearch, "area">, language: Language): string =>
  `${translateCircuit(language, "circuit.party", { travellers: search.travellers, rooms: search.rooms })} · ${formatCircuitMonth(search.month, language)}`;

/** The texts of a circuit's card in the results, line by line (see {@link circuitCardTexts}). */
export interface CircuitCardTexts {
  /** The length in days, as the card's large figure: "12". */
  readonly figure: string;
  /** "12 días". */
  readonly length: string;
  readonly name: string;
  /** The cities in order: "Madrid → París → Roma". */
  readonly route: string;
  /** "España, Francia, Italia". */
  readonly countries: string;
  /** "3 salidas disponibles en el mes", or "Sin lugares en el mes". */
  readonly departures: string;
  /** Whether any departure of the month has seats (the departures line's tone). */
  readonly available: boolean;
  /** "Desde USD 1.890,00 por persona". */
  readonly price: string;
}

/**
 * What a circuit's card in the results says, in `language`: the same texts whether the page draws the card or the
 * portal's server fills its stand-in from the search's reply.
 *
 * @example circuitCardTexts(circuit, "es").length // "12 días"
 */
export const circuitCardTexts = (circuit: CircuitSummary, language: Language): CircuitCardTexts => {
  const price = formatMoney(money(circuit.priceFrom.minor, circuit.priceFrom.currency), language);
  const available = circuit.departuresAvailable > 0;
  return {
    figure: String(circuit.days),
    length: translateCircuit(language, "circuit.days", { count: circuit.days }),
    name: circuit.name,
    route: circuit.cities.join(" → "),
    countries: circuit.countries.map((country) => country.name).join(", "),
    departures: available
      ? translateCircuit(language, "circuit.departuresCount", { count: circuit.departuresAvailable })
      : translateCircuit(language, "circuit.departuresNone"),
    available,
    price: translateCircuit(language, "circuit.priceFrom", { price }),
  };
};

import {
  CIRCUIT_DURATIONS,
  CIRCUIT_PRICE_BANDS,
  type CircuitDuration,
  type CircuitPriceBand,
  type CircuitSort,
  circuitCodeKey,
  circuitDurationBand,
  circuitPriceBand,
} from "./circuitCodes.js";
import type { CircuitMessageKey } from "./circuitMessages.js";

/** The filters of a circuit results page: each list empty means "any". */
export interface CircuitFilters {
  readonly durations: readonly CircuitDuration[];
  /** ISO 3166-1 alpha-2 codes of countries the circuit passes through. */
  readonly countries: readonly string[];
  readonly prices: readonly CircuitPriceBand[];
  /** Only circuits with a departure in the month that still has seats. */
  readonly availableOnly: boolean;
}

export const circuitFiltersDefault: CircuitFilters = { durations: [], countries: [], prices: [], availableOnly: false };

/** What the filters and sorts read of a circuit. */
export interface CircuitFacts {
  readonly id: string;
  readonly days: number;
  readonly countries: readonly { readonly code: string; readonly name: string }[];
  readonly priceFrom: { readonly minor: number };
  readonly departuresAvailable: number;
}

const ordered = <T extends string>(codes: readonly T[], order: readonly T[]): T[] =>
  order.filter((code) => codes.includes(code));

/** Filters in their one written order (lists in the codes' order, countries alphabetical, no repeats). */
export const canonicalCircuitFilters = (filters: CircuitFilters): CircuitFilters => ({
  durations: ordered(filters.durations, CIRCUIT_DURATIONS),
  countries: [...new Set(filters.countries)].sort(),
  prices: ordered(filters.prices, CIRCUIT_PRICE_BANDS),
  availableOnly: filters.availableOnly,
});

export type CircuitFilterFacet = "durations" | "countries" | "prices" | "availableOnly";
const FACETS: readonly CircuitFilterFacet[] = ["durations", "countries", "prices", "availableOnly"];

const matchesFacet = (circuit: CircuitFacts, filters: CircuitFilters, facet: CircuitFilterFacet): boolean => {
  switch (facet) {
    case "durations":
      return filters.durations.length === 0 || filters.durations.includes(circuitDurationBand(circuit.days));
    case "countries":
      return (
        filters.countries.length === 0 || circuit.countries.some((country) => filters.countries.includes(country.code))
      );
    case "prices":
      return filters.prices.length === 0 || filters.prices.includes(circuitPriceBand(circuit.priceFrom.minor));
    case "availableOnly":
      return !filters.availableOnly || circuit.departuresAvailable > 0;
  }
};

const matchesAll = (circuit: CircuitFacts, filters: CircuitFilters, except?: CircuitFilterFacet): boolean =>
  FACETS.every((facet) => facet === except || matchesFacet(circuit, filters, facet));

/** The circuits every chosen filter keeps (within a facet a circuit matches any chosen code). */
export const applyCircuitFilters = <C extends CircuitFacts>(circuits: readonly C[], filters: CircuitFilters): C[] =>
  circuits.filter((circuit) => matchesAll(circuit, filters));

const byId = (a: CircuitFacts, b: CircuitFacts) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
// Recommended: circuits that can still be booked this month first, then the cheaper.
const byRecommended = (a: CircuitFacts, b: CircuitFacts) =>
  Number(b.departuresAvailable > 0) - Number(a.departuresAvailable > 0) || a.priceFrom.minor - b.priceFrom.minor;
const COMPARE: Readonly<Record<CircuitSort, (a: CircuitFacts, b: CircuitFacts) => number>> = {
  recommended: byRecommended,
  priceAsc: (a, b) => a.priceFrom.minor - b.priceFrom.minor,
  priceDesc: (a, b) => b.priceFrom.minor - a.priceFrom.minor,
  durationAsc: (a, b) => a.days - b.days,
};

/** Circuits in a sort's order; ties fall back to the recommended order, then the id (a total order). */
export const sortCircuits = <C extends CircuitFacts>(circuits: readonly C[], sort: CircuitSort): C[] =>
  [...circuits].sort((a, b) => COMPARE[sort](a, b) || byRecommended(a, b) || byId(a, b));

/** One choice of a filter section: a code, its text (a key, or a country's name as the reply gives it), its count. */
export interface CircuitFilterChoice {
  readonly code: string;
  readonly label: { readonly key: CircuitMessageKey } | { readonly text: string };
  readonly count: number;
  readonly selected: boolean;
}

export interface CircuitFilterSection {
  readonly facet: CircuitFilterFacet;
  readonly choices: readonly CircuitFilterChoice[];
}

/**
 * The filter panel: per facet, each choice with the number of circuits it would show given the other facets'
 * choices (a facet's own choices are alternatives). Choices with no circuit are left out unless chosen.
 */
export const circuitFilterPanel = (
  circuits: readonly CircuitFacts[],
  filters: CircuitFilters,
): readonly CircuitFilterSection[] => {
  const section = (
    facet: CircuitFilterFacet,
    entries: readonly { code: string; label: CircuitFilterChoice["label"] }[],
    chosen: readonly string[],
    narrowed: (code: string) => CircuitFilters,
  ): CircuitFilterSection => {
    const pool = circuits.filter((circuit) => matchesAll(circuit, filters, facet));
    return {
      facet,
      choices: entries
        .map(({ code, label }) => ({
          code,
          label,
          count: pool.filter((circuit) => matchesFacet(circuit, narrowed(code), facet)).length,
          selected: chosen.includes(code),
        }))
        .filter((entry) => entry.count > 0 || entry.selected),
    };
  };
  const countryNames = new Map<string, string>();
  for (const circuit of circuits) for (const country of circuit.countries) countryNames.set(country.code, country.name);
  for (const code of filters.countries) if (!countryNames.has(code)) countryNames.set(code, code);
  const countries = [...countryNames].sort(([, a], [, b]) => a.localeCompare(b));
  return [
    section(
      "durations",
      CIRCUIT_DURATIONS.map((code) => ({ code, label: { key: circuitCodeKey("duration", code) } })),
      filters.durations,
      (code) => ({ ...filters, durations: [code as CircuitDuration] }),
    ),
    section(
      "countries",
      countries.map(([code, name]) => ({ code, label: { text: name } })),
      filters.countries,
      (code) => ({ ...filters, countries: [code] }),
    ),
    section(
      "prices",
      CIRCUIT_PRICE_BANDS.map((code) => ({ code, label: { key: circuitCodeKey("price", code) } })),
      filters.prices,
      (code) => ({ ...filters, prices: [code as CircuitPriceBand] }),
    ),
    section(
      "availableOnly",
      [{ code: "true", label: { key: "circuit.availableOnly" } }],
      filters.availableOnly ? ["true"] : [],
      () => ({ ...filters, availableOnly: true }),
    ),
  ];
};

/** Filters with one choice ticked or unticked. */
export const circuitFiltersToggled = (
  filters: CircuitFilters,
  facet: CircuitFilterFacet,
  code: string,
  checked: boolean,
): CircuitFilters => {
  if (facet === "availableOnly") return { ...filters, availableOnly: checked };
  const current = filters[facet] as readonly string[];
  const next = checked ? [...current.filter((entry) => entry !== code), code] : current.filter((e) => e !== code);
  const kept =
    facet === "durations"
      ? next.filter((entry) => (CIRCUIT_DURATIONS as readonly string[]).includes(entry))
      : facet === "prices"
        ? next.filter((entry) => (CIRCUIT_PRICE_BANDS as readonly string[]).includes(entry))
        : next.filter((entry) => /^[A-Z]{2}$/.test(entry));
  return canonicalCircuitFilters({ ...filters, [facet]: kept });
};

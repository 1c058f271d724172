import type { MessageKey } from "../locale/catalog.js";
import type { Money } from "../money/money.js";
import type { FlightSearchFilters } from "../routes/flightSearchFilters.js";
import type { FilterChoice } from "../search/filterChoice.js";
import type { FlightPanelOptions } from "./flightFilterOptions.js";
import {
  FLIGHT_BAGGAGE_FILTER_MESSAGE_KEYS,
  FLIGHT_TRANSPORT_FILTER_MESSAGE_KEYS,
  type FlightFilterPanel,
  type FlightFilterSection,
} from "./flightFilterPanel.js";
import { FLIGHT_SERVICE_CLASS_MESSAGE_KEYS, flightServiceClassLabel } from "./flightServiceClassLabel.js";
import { FLIGHT_FORM_STOPS_LABEL_KEYS } from "./searchForm/flightSearchForm.js";

/** The airports' lists of a leg, in the panel's order (spec 002 §3 "departure, stop, arrival lists"). */
export const FLIGHT_AIRPORT_ROLES = ["departure", "stop", "arrival"] as const;

/** One of {@link FLIGHT_AIRPORT_ROLES}. */
export type FlightAirportRole = (typeof FLIGHT_AIRPORT_ROLES)[number];

/** What a group of choices sets in the filters; the airports' groups name their leg and list. */
export type FlightChoiceTarget =
  | "airlines"
  | "baggage"
  | "segmentsTypes"
  | "stops"
  | "serviceClass"
  | "bookingClasses"
  | `airports.${0 | 1}.${FlightAirportRole}`;

/** One group of checkboxes or radios of a flight filter section (a section is one group; airports, one per list). */
export interface FlightChoiceGroup {
  readonly target: FlightChoiceTarget;
  readonly input: "checkbox" | "radio";
  /** The controls' id part and name (`{prefix}-{idPart}-{code}`, `{prefix}-{name}`). */
  readonly idPart: string;
  readonly name: string;
  /** The group's legend: the section's title (hidden, the disclosure shows it) or the airport list's name. */
  readonly legend: MessageKey;
  /** The airports' leg (0 outbound, 1 return), whose title the group sits under; null elsewhere. */
  readonly leg: 0 | 1 | null;
  readonly choices: readonly FilterChoice[];
}

const AIRPORT_LEGEND_KEYS = {
  departure: "flight.airportsDeparture",
  stop: "flight.airportsStop",
  arrival: "flight.airportsArrival",
} as const satisfies Record<FlightAirportRole, MessageKey>;

const choice = (
  code: string,
  label: FilterChoice["label"],
  count: number | null,
  selected: boolean,
  from?: Money | null,
): FilterChoice => ({ code, label, count, from: from ?? null, selected });

type OneGroupSection = Exclude<FlightFilterSection, "airports" | "priceRange" | "timetable">;

/** Each one-group section: what it sets, its input, its controls' id part and name, and its legend. */
const GROUPS = {
  airlines: ["airlines", "checkbox", "airline", "airlines", "flight.filterAirlines"],
  baggage: ["baggage", "radio", "baggage", "baggage", "flight.filterBaggage"],
  segmentsTypes: ["segmentsTypes", "radio", "transport", "transport", "flight.filterTransport"],
  stops: ["stops", "checkbox", "stops", "stops", "flight.connections"],
  serviceClass: ["serviceClass", "radio", "class", "class", "flight.filterServiceClass"],
  bookingClass: ["bookingClasses", "checkbox", "booking", "booking", "flight.filterBookingClass"],
} as const satisfies Record<
  OneGroupSection,
  readonly [FlightChoiceTarget, FlightChoiceGroup["input"], string, string, MessageKey]
>;

type Lister = (filters: FlightSearchFilters, options: FlightPanelOptions, panel: FlightFilterPanel) => FilterChoice[];

/** The choices of each one-group section. */
const CHOICES: Record<OneGroupSection, Lister> = {
  airlines: (filters, options) =>
    options.airlines.map((o) =>
      choice(o.code, { text: o.name }, o.quantity, filters.airlines.includes(o.code), o.from),
    ),
  baggage: (filters, options) =>
    options.baggage.map((o) =>
      choice(o.code, { key: FLIGHT_BAGGAGE_FILTER_MESSAGE_KEYS[o.code] }, o.quantity, filters.baggage === o.code),
    ),
  segmentsTypes: (filters, options) =>
    options.segmentsTypes.map((o) =>
      choice(
        o.code,
        { key: FLIGHT_TRANSPORT_FILTER_MESSAGE_KEYS[o.code] },
        o.quantity,
        filters.segmentsTypes === o.code,
      ),
    ),
  stops: (filters, options) =>
    options.stops.map((o) => {
      const stops = Math.min(2, o.numberOfStops) as 0 | 1 | 2;
      const label = { key: FLIGHT_FORM_STOPS_LABEL_KEYS[stops] };
      return choice(String(stops), label, o.quantity, filters.stops.includes(stops), o.from);
    }),
  // The spec's fixed list (no counts), or 'Todas las clases' with the total and the results' classes.
  serviceClass: (filters, options, panel) =>
    panel.fixedServiceClasses?.map((code) =>
      choice(code, { key: FLIGHT_SERVICE_CLASS_MESSAGE_KEYS[code] }, null, filters.serviceClass === code),
    ) ?? [
      choice("ALL", { key: "flightTools.serviceClassAll" }, options.total, filters.serviceClass === "ALL"),
      ...options.serviceClasses.map((o) =>
        choice(
          o.code,
          flightServiceClassLabel(o.code, o.name) ?? { text: "" },
          o.quantity,
          filters.serviceClass === o.code,
        ),
      ),
    ],
  bookingClass: (filters, options) =>
    options.bookingClasses.map((o) =>
      choice(o.code, { text: o.code }, o.quantity, filters.bookingClasses.includes(o.code)),
    ),
};

/** The airports: per leg the filters hold, its departure, stop and arrival lists that have airports. */
const airports = (filters: FlightSearchFilters, options: FlightPanelOptions): FlightChoiceGroup[] =>
  options.airports.flatMap((leg, index) => {
    const legIndex = index as 0 | 1;
    const chosen = filters.airports[legIndex];
    if (chosen === undefined) return [];
    return FLIGHT_AIRPORT_ROLES.filter((role) => leg[role].length > 0).map((role) => ({
      target: `airports.${legIndex}.${role}` as const,
      input: "checkbox" as const,
      idPart: `airport-${legIndex}-${role}`,
      name: `airport-${legIndex}-${role}`,
      legend: AIRPORT_LEGEND_KEYS[role],
      leg: legIndex,
      choices: leg[role].map((airport) => {
        const label = { text: `${airport.name} (${airport.code})` };
        return choice(airport.code, label, airport.quantity, chosen[role].includes(airport.code));
      }),
    }));
  });

/**
 * The choices of a flight filter section (spec 002 §2, §9), each with its count and, for airlines and connections,
 * its from-price: airlines and booking classes by their codes, baggage ALL/WFBA/NB, transport ALL/Air/Train,
 * connections direct / one / two or more, airports per leg and list, service classes (see `fixedServiceClasses`).
 * The price range and the schedules are no choices: they give `[]`, as does the booking class to a non-agent.
 *
 * @example flightFilterChoiceGroups("stops", panel, filters, options, false)[0].choices.map((c) => c.code) // ["0", "1", "2"]
 */
export const flightFilterChoiceGroups = (
  section: FlightFilterSection,
  panel: FlightFilterPanel,
  filters: FlightSearchFilters,
  options: FlightPanelOptions,
  isAgent: boolean,
): readonly FlightChoiceGroup[] => {
  if (section === "airports") return airports(filters, options);
  if (section === "priceRange" || section === "timetable" || (section === "bookingClass" && !isAgent)) return [];
  const [target, input, idPart, name, legend] = GROUPS[section];
  return [{ target, input, idPart, name, legend, leg: null, choices: CHOICES[section](filters, options, panel) }];
};

/**
 * The sections a flight panel draws: the panel's, less the booking class for anyone but an agent (spec 002 §6).
 *
 * @example flightFilterPanelSections(flightFilterPanel({ b2b: true, segmentTypesEnabled: false, oneWay: false }), false).includes("bookingClass") // false
 */
export const flightFilterPanelSections = (
  panel: FlightFilterPanel,
  isAgent: boolean,
): readonly FlightFilterSection[] =>
  isAgent ? panel.sections : panel.sections.filter((section) => section !== "bookingClass");

/**
 * The currency the price range is typed in: the applied range's, else the results' (null: no price, no boxes).
 *
 * @example flightPriceRangeCurrency(flightSearchFiltersDefault, options) // "USD" when the results are in dollars
 */
export const flightPriceRangeCurrency = (filters: FlightSearchFilters, options: FlightPanelOptions): string | null =>
  filters.priceRange.currency ?? options.priceRange?.minimum.currency ?? null;

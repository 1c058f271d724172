import type { MessageKey } from "../locale/catalog.js";
import type { Money } from "../money/money.js";
import type { FlightSearchFilters } from "../routes/flightSearchFilters.js";
import type { FilterChoice } from "../search/filterChoice.js";
import { listWith } from "../search/listToggle.js";
import { FLIGHT_FORM_STOPS_LABEL_KEYS } from "../validation/flightSearchForm.js";
import { withFlightFilters } from "./applyFlightFilters.js";
import type { FlightPanelOptions } from "./flightFilterOptions.js";
import {
  FLIGHT_BAGGAGE_FILTER_MESSAGE_KEYS,
  FLIGHT_TRANSPORT_FILTER_MESSAGE_KEYS,
  type FlightFilterPanel,
  type FlightFilterSection,
} from "./flightFilterPanel.js";
import { FLIGHT_SERVICE_CLASS_MESSAGE_KEYS, flightServiceClassLabel } from "./flightServiceClassLabel.js";

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
) => ({ code, label, count, from: from ?? null, selected }) satisfies FilterChoice;

const group = (
  target: FlightChoiceTarget,
  input: FlightChoiceGroup["input"],
  idPart: string,
  name: string,
  legend: MessageKey,
  choices: readonly FilterChoice[],
  leg: 0 | 1 | null = null,
): FlightChoiceGroup => ({ target, input, idPart, name, legend, leg, choices });

/** The service classes: the spec's fixed list (no counts), or 'Todas las clases' with the total and the results'. */
const serviceClasses = (panel: FlightFilterPanel, filters: FlightSearchFilters, options: FlightPanelOptions) =>
  panel.fixedServiceClasses?.map((code) =>
    choice(code, { key: FLIGHT_SERVICE_CLASS_MESSAGE_KEYS[code] }, null, filters.serviceClass === code),
  ) ?? [
    choice("ALL", { key: "flightTools.serviceClassAll" }, options.total, filters.serviceClass === "ALL"),
    ...options.serviceClasses.map((option) =>
      choice(
        option.code,
        flightServiceClassLabel(option.code, option.name) ?? { text: "" },
        option.quantity,
        filters.serviceClass === option.code,
      ),
    ),
  ];

/** The airports: per leg the filters hold, its departure, stop and arrival lists that have airports. */
const airports = (filters: FlightSearchFilters, options: FlightPanelOptions): FlightChoiceGroup[] =>
  options.airports.flatMap((leg, index) => {
    const legIndex = index as 0 | 1;
    const chosen = filters.airports[legIndex];
    if (chosen === undefined) return [];
    return FLIGHT_AIRPORT_ROLES.filter((role) => leg[role].length > 0).map((role) =>
      group(
        `airports.${legIndex}.${role}`,
        "checkbox",
        `airport-${legIndex}-${role}`,
        `airport-${legIndex}-${role}`,
        AIRPORT_LEGEND_KEYS[role],
        leg[role].map((airport) =>
          choice(
            airport.code,
            { text: `${airport.name} (${airport.code})` },
            airport.quantity,
            chosen[role].includes(airport.code),
          ),
        ),
        legIndex,
      ),
    );
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
  switch (section) {
    case "airlines":
      return [
        group(
          "airlines",
          "checkbox",
          "airline",
          "airlines",
          "flight.filterAirlines",
          options.airlines.map((option) =>
            choice(
              option.code,
              { text: option.name },
              option.quantity,
              filters.airlines.includes(option.code),
              option.from,
            ),
          ),
        ),
      ];
    case "baggage":
      return [
        group(
          "baggage",
          "radio",
          "baggage",
          "baggage",
          "flight.filterBaggage",
          options.baggage.map((option) =>
            choice(
              option.code,
              { key: FLIGHT_BAGGAGE_FILTER_MESSAGE_KEYS[option.code] },
              option.quantity,
              filters.baggage === option.code,
            ),
          ),
        ),
      ];
    case "segmentsTypes":
      return [
        group(
          "segmentsTypes",
          "radio",
          "transport",
          "transport",
          "flight.filterTransport",
          options.segmentsTypes.map((option) =>
            choice(
              option.code,
              { key: FLIGHT_TRANSPORT_FILTER_MESSAGE_KEYS[option.code] },
              option.quantity,
              filters.segmentsTypes === option.code,
            ),
          ),
        ),
      ];
    case "stops":
      return [
        group(
          "stops",
          "checkbox",
          "stops",
          "stops",
          "flight.connections",
          options.stops.map((option) => {
            const stops = Math.min(2, option.numberOfStops) as 0 | 1 | 2;
            return choice(
              String(stops),
              { key: FLIGHT_FORM_STOPS_LABEL_KEYS[stops] },
              option.quantity,
              filters.stops.includes(stops),
              option.from,
            );
          }),
        ),
      ];
    case "airports":
      return airports(filters, options);
    case "serviceClass":
      return [
        group(
          "serviceClass",
          "radio",
          "class",
          "class",
          "flight.filterServiceClass",
          serviceClasses(panel, filters, options),
        ),
      ];
    case "bookingClass":
      return isAgent
        ? [
            group(
              "bookingClasses",
              "checkbox",
              "booking",
              "booking",
              "flight.filterBookingClass",
              options.bookingClasses.map((option) =>
                choice(
                  option.code,
                  { text: option.code },
                  option.quantity,
                  filters.bookingClasses.includes(option.code),
                ),
              ),
            ),
          ]
        : [];
    case "priceRange":
    case "timetable":
      return [];
  }
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
 * The filters after a choice is ticked (`ticked` true) or unticked: a checkbox adds or removes its code, a radio
 * chooses its code; the page goes back to 1 (core's `withFlightFilters`).
 *
 * @example flightFilterChoiceSet(filters, "stops", "0", true).stops // [0]
 */
export const flightFilterChoiceSet = (
  filters: FlightSearchFilters,
  target: FlightChoiceTarget,
  code: string,
  ticked: boolean,
): FlightSearchFilters => {
  switch (target) {
    case "airlines":
      return withFlightFilters(filters, { airlines: listWith(filters.airlines, code, ticked) });
    case "bookingClasses":
      return withFlightFilters(filters, { bookingClasses: listWith(filters.bookingClasses, code, ticked) });
    case "stops":
      return withFlightFilters(filters, {
        stops: listWith(filters.stops, Math.min(2, Number(code)) as 0 | 1 | 2, ticked),
      });
    case "baggage":
      return withFlightFilters(filters, { baggage: code as FlightSearchFilters["baggage"] });
    case "segmentsTypes":
      return withFlightFilters(filters, { segmentsTypes: code as FlightSearchFilters["segmentsTypes"] });
    case "serviceClass":
      return withFlightFilters(filters, { serviceClass: code as FlightSearchFilters["serviceClass"] });
    default: {
      const [, leg, role] = target.split(".") as [string, "0" | "1", FlightAirportRole];
      const legs = [...filters.airports] as [FlightSearchFilters["airports"][0], FlightSearchFilters["airports"][1]];
      const chosen = legs[Number(leg) as 0 | 1];
      if (chosen === undefined) return filters;
      legs[Number(leg) as 0 | 1] = { ...chosen, [role]: listWith(chosen[role], code, ticked) };
      return withFlightFilters(filters, { airports: legs });
    }
  }
};

/**
 * The currency the price range is typed in: the applied range's, else the results' (null: no price, no boxes).
 *
 * @example flightPriceRangeCurrency(flightSearchFiltersDefault, options) // "USD" when the results are in dollars
 */
export const flightPriceRangeCurrency = (filters: FlightSearchFilters, options: FlightPanelOptions): string | null =>
  filters.priceRange.currency ?? options.priceRange?.minimum.currency ?? null;

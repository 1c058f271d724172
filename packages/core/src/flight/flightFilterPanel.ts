import {
  type FLIGHT_BAGGAGE_FILTERS,
  FLIGHT_SERVICE_CLASS_FILTERS,
  type FLIGHT_TRANSPORT_FILTERS,
} from "../api/flightCodes.js";
import type { MessageKey } from "../locale/index.js";
import type { FlightSearchFilters, FlightTimeWindow } from "../routes/flightSearchFilters.js";
import { BREAKPOINTS } from "../shell/breakpoints.js";
import { flightTimetableLegs } from "./flightTimetable.js";

/**
 * Which sections the flight filter panel shows.
 *
 * Spec 002 §2: "Left filter panel (three variants: plain, with a mobile header, and one with a fixed service-class
 * list). Filters: airlines, baggage allowance, transport type, connections, airports, service class, booking class
 * (B2B only), price range, schedules, and a 'Limpiar Filtros' button. A segment-type filter shows only when a flag
 * enables it. Return schedule filters are hidden for a one-way search." Spec 002 §6: "B2B shows … a booking-class
 * filter." Spec 002 §9: "Fixed service-class variant: ALL, NMO.GBL.SCL.ECO, NMO.GBL.SCL.BSN, NMO.GBL.SCL.FST."
 */

/** A section of the flight filter panel, in display order. */
export type FlightFilterSection =
  | "airlines"
  | "baggage"
  | "segmentsTypes"
  | "stops"
  | "airports"
  | "serviceClass"
  | "bookingClass"
  | "priceRange"
  | "timetable";

/** The title key of each section. */
export const FLIGHT_FILTER_SECTION_MESSAGE_KEYS = {
  airlines: "flight.filterAirlines",
  baggage: "flight.filterBaggage",
  segmentsTypes: "flight.filterTransport",
  stops: "flight.connections",
  airports: "flight.filterAirports",
  serviceClass: "flight.filterServiceClass",
  bookingClass: "flight.filterBookingClass",
  priceRange: "flight.filterPrice",
  timetable: "flight.filterSchedules",
} as const satisfies Record<FlightFilterSection, MessageKey>;

/** The 'Limpiar Filtros' button's key. */
export const FLIGHT_CLEAR_FILTERS_MESSAGE_KEY = "shell.clearFilters";

/**
 * The panel's look (spec 002 §2 "three variants: plain, with a mobile header, and one with a fixed service-class
 * list"): `phone` adds a header with the filters toggle and the order-by select; `fixedServiceClass` lists the
 * spec's fixed service classes instead of the ones the results hold.
 */
export type FlightFilterPanelVariant = "plain" | "phone" | "fixedServiceClass";

/** The label key of each baggage option (spec 002 §9: ALL, WFBA included, NB not included). */
export const FLIGHT_BAGGAGE_FILTER_MESSAGE_KEYS = {
  ALL: "flight.baggageAll",
  WFBA: "flight.baggageIncluded",
  NB: "flight.baggageNotIncluded",
} as const satisfies Record<(typeof FLIGHT_BAGGAGE_FILTERS)[number], MessageKey>;

/** The label key of each transport option (spec 002 §9: ALL, Air, Train). */
export const FLIGHT_TRANSPORT_FILTER_MESSAGE_KEYS = {
  ALL: "flight.transportAll",
  Air: "flight.transportAir",
  Train: "flight.transportTrain",
} as const satisfies Record<(typeof FLIGHT_TRANSPORT_FILTERS)[number], MessageKey>;

/** The title key of each leg of the airports and schedules sections (0 outbound 'IDA', 1 return 'VUELTA'). */
export const FLIGHT_LEG_MESSAGE_KEYS = ["flight.outbound", "flight.inbound"] as const satisfies readonly MessageKey[];

/** What decides the panel. */
export interface FlightFilterPanelInput {
  /** The look; default `plain`. */
  readonly variant?: FlightFilterPanelVariant;
  /** The portal is B2B (booking class shown). */
  readonly b2b: boolean;
  /** The flag that enables the segment-type (transport) filter. */
  readonly segmentTypesEnabled: boolean;
  readonly oneWay: boolean;
}

/** The panel: its sections and the legs whose schedules show. */
export interface FlightFilterPanel {
  readonly variant: FlightFilterPanelVariant;
  readonly sections: readonly FlightFilterSection[];
  /** The fixed service-class list (`ALL` first) of the `fixedServiceClass` variant; null lists the results' classes. */
  readonly fixedServiceClasses: readonly (typeof FLIGHT_SERVICE_CLASS_FILTERS)[number][] | null;
  /** 0 outbound, 1 return (hidden for one-way). */
  readonly timetableLegs: readonly (0 | 1)[];
}

/**
 * The sections shown for a user and a search.
 *
 * @example flightFilterPanel({ b2b: false, segmentTypesEnabled: false, oneWay: true }).timetableLegs // [0]
 */
export const flightFilterPanel = (input: FlightFilterPanelInput): FlightFilterPanel => ({
  variant: input.variant ?? "plain",
  sections: [
    "airlines",
    "baggage",
    ...(input.segmentTypesEnabled ? (["segmentsTypes"] as const) : []),
    "stops",
    "airports",
    "serviceClass",
    ...(input.b2b ? (["bookingClass"] as const) : []),
    "priceRange",
    "timetable",
  ],
  fixedServiceClasses: input.variant === "fixedServiceClass" ? FLIGHT_SERVICE_CLASS_FILTERS : null,
  timetableLegs: flightTimetableLegs(input.oneWay),
});

/** The sections that start folded: their lists grow with the results (airports per leg, four schedule windows). */
const FOLDED_SECTIONS: readonly FlightFilterSection[] = ["airports", "timetable"];

const noWindow = (window: FlightTimeWindow): boolean =>
  window.from === null && window.to === null && window.fromDate === null && window.toDate === null;

/**
 * Whether a section of the panel starts open. The airports and schedules sections start folded (on a busy pair their
 * choices alone would outgrow the page's 800-element budget, issue #11 "Scale") unless they hold an applied filter,
 * which then shows; every other section starts open.
 *
 * @example flightFilterSectionStartsOpen("timetable", flightSearchFiltersDefault) // false
 */
export const flightFilterSectionStartsOpen = (section: FlightFilterSection, filters: FlightSearchFilters): boolean => {
  if (!FOLDED_SECTIONS.includes(section)) return true;
  if (section === "airports")
    return filters.airports.some((leg) => leg.departure.length + leg.stop.length + leg.arrival.length > 0);
  return filters.timetable.some((leg) => !noWindow(leg.departure) || !noWindow(leg.arrival));
};

/**
 * The panel variant a results page draws for a window width: on a phone the `phone` variant (its header with the
 * filters toggle and the order-by select, spec 002 §2), otherwise `plain`.
 *
 * @example flightFilterPanelVariant(390) // "phone"
 */
export const flightFilterPanelVariant = (viewportWidth: number): FlightFilterPanelVariant =>
  viewportWidth < BREAKPOINTS.phone ? "phone" : "plain";

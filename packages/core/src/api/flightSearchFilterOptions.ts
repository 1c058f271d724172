import * as Schema from "effect/Schema";
import { ApiCodeName, ApiCount, ApiNumber } from "./apiPrimitives.js";
import { FLIGHT_SORTING_CODES } from "./flightCodes.js";

export const FlightSorting = Schema.Literals(FLIGHT_SORTING_CODES);
export type FlightSorting = typeof FlightSorting.Type;

/** An option with a result count. Spec 002 §3: "airlines {code, name, quantity}", airports "{code, name, quantity}". */
export const FlightFilterEntry = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  quantity: Schema.optional(ApiCount),
});
export type FlightFilterEntry = typeof FlightFilterEntry.Type;

/** A code with a count. Spec 002 §3: "bookingClasses {code, quantity}"; also baggage and segment-type options. */
export const FlightFilterCodeCount = Schema.Struct({ code: Schema.String, quantity: Schema.optional(ApiCount) });
export type FlightFilterCodeCount = typeof FlightFilterCodeCount.Type;

/**
 * A stops bucket. Spec 002 §3: "stops (three entries: direct, one, two or more; each quantity, numberOfStops, from
 * {currency, amount})"; `numberOfStops` 2 means "two or more".
 */
export const FlightStopsEntry = Schema.Struct({
  quantity: ApiCount,
  numberOfStops: ApiCount,
  from: Schema.optional(Schema.Struct({ currency: Schema.String, amount: ApiNumber })),
});
export type FlightStopsEntry = typeof FlightStopsEntry.Type;

/** Airports of one leg. Spec 002 §3: "airports per leg (0 outbound, 1 return) each with departure, stop, arrival lists". */
export const FlightLegAirports = Schema.Struct({
  departure: Schema.Array(FlightFilterEntry),
  stop: Schema.Array(FlightFilterEntry),
  arrival: Schema.Array(FlightFilterEntry),
});
export type FlightLegAirports = typeof FlightLegAirports.Type;

/**
 * A date of a time filter. Spec 002 §3: "from_date and to_date (with formatted value)". Decision: `value` is
 * `YYYY-MM-DD`, `formatted` the display text (dd/MM/yyyy).
 */
export const FlightFilterDate = Schema.Struct({ value: Schema.String, formatted: Schema.String });
export type FlightFilterDate = typeof FlightFilterDate.Type;

/** A time window. Spec 002 §3: "from and to time (HH:mm) plus from_date and to_date". */
export const FlightTimetableWindow = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  from_date: Schema.optional(FlightFilterDate),
  to_date: Schema.optional(FlightFilterDate),
});
export type FlightTimetableWindow = typeof FlightTimetableWindow.Type;

/** Schedules of one leg. Spec 002 §3: "Timetable: per leg (0, 1) and direction (departure, arrival)". */
export const FlightLegTimetable = Schema.Struct({ departure: FlightTimetableWindow, arrival: FlightTimetableWindow });
export type FlightLegTimetable = typeof FlightLegTimetable.Type;

/**
 * The filters the user chose. Spec 002 §3: "Selected filters: airline, baggage, segmentsTypes, serviceClass,
 * bookingClass, priceRange.minimum and maximum". Decision: airline and bookingClass are lists of codes (several can
 * be ticked); baggage, segmentsTypes and serviceClass one code each (`FLIGHT_*_FILTERS`).
 */
export const FlightSelectedFilters = Schema.Struct({
  airline: Schema.optional(Schema.Array(Schema.String)),
  baggage: Schema.optional(Schema.String),
  segmentsTypes: Schema.optional(Schema.String),
  serviceClass: Schema.optional(Schema.String),
  bookingClass: Schema.optional(Schema.Array(Schema.String)),
  priceRange: Schema.optional(Schema.Struct({ minimum: ApiNumber, maximum: ApiNumber })),
});
export type FlightSelectedFilters = typeof FlightSelectedFilters.Type;

/**
 * The filter options of a flight search reply.
 *
 * Spec 002 §3: "Flight filters: priceRange {minimum, maximum, currency}; serviceClasses {code, name}; airlines {code,
 * name, quantity}; stops (…); bookingClasses {code, quantity}; airports per leg (…); baggage; segmentsTypes;
 * timetable; dates; pagination {currentPage, countPages}; sorting."
 *
 * Decisions (shapes not shown): baggage and segmentsTypes are code lists with counts; `dates` are the searched dates
 * (`YYYY-MM-DD`, departure then return); `selected` echoes the applied filters.
 */
export const FlightSearchFilterOptions = Schema.Struct({
  priceRange: Schema.optional(Schema.Struct({ minimum: ApiNumber, maximum: ApiNumber, currency: Schema.String })),
  serviceClasses: Schema.optional(Schema.Array(ApiCodeName)),
  airlines: Schema.optional(Schema.Array(FlightFilterEntry)),
  stops: Schema.optional(Schema.Array(FlightStopsEntry)),
  bookingClasses: Schema.optional(Schema.Array(FlightFilterCodeCount)),
  airports: Schema.optional(Schema.Array(FlightLegAirports)),
  baggage: Schema.optional(Schema.Array(FlightFilterCodeCount)),
  segmentsTypes: Schema.optional(Schema.Array(FlightFilterCodeCount)),
  timetable: Schema.optional(Schema.Array(FlightLegTimetable)),
  dates: Schema.optional(Schema.Array(Schema.String)),
  pagination: Schema.optional(Schema.Struct({ currentPage: ApiCount, countPages: ApiCount })),
  sorting: Schema.optional(FlightSorting),
  selected: Schema.optional(FlightSelectedFilters),
});
export type FlightSearchFilterOptions = typeof FlightSearchFilterOptions.Type;

import type { FlightSorting } from "../../api/index.js";
import type { CalendarDate } from "../../dates/calendarDate.js";
import type { MessageKey } from "../../locale/catalog.js";
import { HOME_FORM_LIMITS, type OccupancyLimits } from "../../occupancy/occupancy.js";
import type { SearchFormPlace } from "../../search/forms/searchFormPlaces.js";
import { DATE_PICKER_DEFAULT_MONTHS, validateFormDateField } from "../../validation/datePickerRange.js";
import { isBlank } from "../../validation/internal/formRules.js";
import { occupancyFormIssues } from "../../validation/internal/occupancyIssues.js";
import { type ValidationIssue, validationIssue } from "../../validation/validationIssue.js";

/**
 * A child's age selector in the flight form (spec 002 §3): 0 select (nothing chosen), 1 baby (0-24 months, on
 * lap), 2 child (2-11), 3 adult (12+).
 */
export type FlightAgeCode = 0 | 1 | 2 | 3;

/** Spec 002 §3 "stops (0, 1, 2 or more)": one checkbox per option in 'Conexiones'. */
export type FlightFormStops = 0 | 1 | 2;

/** Spec 002 §3: "Cabin values: ALL (indistinct, default), ECO, BSN, FST". */
export const FLIGHT_FORM_CABINS = ["ALL", "ECO", "BSN", "FST"] as const;
export type FlightFormCabin = (typeof FLIGHT_FORM_CABINS)[number];

/** The label of each cabin value in the cabin selector. */
export const FLIGHT_FORM_CABIN_LABEL_KEYS = {
  ALL: "flight.cabinAll",
  ECO: "flight.cabinEco",
  BSN: "flight.cabinBsn",
  FST: "flight.cabinFst",
} as const satisfies { readonly [C in FlightFormCabin]: MessageKey };

/** The label of each connection option in 'Conexiones' (spec 002 §3 "stops (0, 1, 2 or more)"). */
export const FLIGHT_FORM_STOPS_LABEL_KEYS = {
  0: "flight.stopsDirect",
  1: "flight.stopsOne",
  2: "flight.stopsTwoOrMore",
} as const satisfies { readonly [S in FlightFormStops]: MessageKey };

/** The full form (home and slide) or the compact one (no flexible dates, no advanced search, 'Actualizar'). */
export type FlightSearchFormVariant = "full" | "compact";

/** The plain values of the flight search form (spec 002 §2, §3 "Flight search" and its form field names). */
export interface FlightSearchFormValues {
  /** search[destinations_selected_ids] / search[tagPlaces]: the chosen origins. */
  readonly origins: readonly SearchFormPlace[];
  /** search[to][city_id]: set only when a suggestion is chosen. */
  readonly destinationId: string;
  /** search[to][city]: the text typed in the destination box. */
  readonly destinationName: string;
  /** search[partida], `YYYY-MM-DD` or "". */
  readonly departure: string;
  /** search[regreso], `YYYY-MM-DD` or ""; ignored when one-way. */
  readonly returnDate: string;
  /** search[solo_ida]. */
  readonly oneWay: boolean;
  /** search[fechas_flexibles]; the compact form has none. */
  readonly flexibleDates: boolean;
  /** search[adults]: 1 to 9, default 1. */
  readonly adults: number;
  /** search[children]: 0 to 4, default 0. */
  readonly children: number;
  /** search[ages]: one code per child; may be shorter than `children` while the form is filled. */
  readonly ages: readonly FlightAgeCode[];
  /** search[cabin], default ALL. */
  readonly cabin: FlightFormCabin;
  /** search[stops-{code}]: the checked connection options (none checked means any). */
  readonly stops: readonly FlightFormStops[];
  /** search[officeID], "" unless supplier selection is allowed. */
  readonly officeId: string;
  /** Results sort; spec 002 §9 "sort PRICE:ASC". */
  readonly sort: FlightSorting;
  /** 'Búsqueda Avanzada' is open (cabin, office ID, 'Conexiones'); the compact form has none. */
  readonly moreFilters: boolean;
}

/** Spec 002 §9 defaults: adults 1, children 0, infants 0, cabin ALL, sort PRICE:ASC. */
export const FLIGHT_SEARCH_FORM_DEFAULTS: FlightSearchFormValues = {
  origins: [],
  destinationId: "",
  destinationName: "",
  departure: "",
  returnDate: "",
  oneWay: false,
  flexibleDates: false,
  adults: 1,
  children: 0,
  ages: [],
  cabin: "ALL",
  stops: [],
  officeId: "",
  sort: "PRICE:ASC",
  moreFilters: false,
};

/** Spec 002 §2: "adults 1 to 9; children 0 to 4" — one party, the home limits of `occupancy`. */
export const FLIGHT_PASSENGER_LIMITS: OccupancyLimits = { ...HOME_FORM_LIMITS, rooms: { min: 1, max: 1 } };

/** The age codes that count as infants for the adults check (spec 002 §5 "Infants (ages code 0 or 1)"). */
export const FLIGHT_INFANT_AGE_CODES: readonly FlightAgeCode[] = [0, 1];

/** Options of {@link validateFlightSearchForm}. */
export interface FlightSearchFormOptions {
  /** Default "full"; both variants have the same rules. */
  readonly variant?: FlightSearchFormVariant;
  /** Today; when given, past days and days beyond the calendar are refused. */
  readonly today?: CalendarDate;
  /** Months the calendar shows (13 by default). */
  readonly calendarMonths?: number;
}

/**
 * Every failing field of the flight search form (full or compact).
 *
 * Spec 002 §5 Flight form: origin required 'Por favor, ingrese al menos un origen.'; destination required 'Por favor,
 * ingrese un destino.', invalid (typed but not chosen from the suggestions) 'Ingrese un destino válido.'; departure
 * 'Por favor, ingrese una fecha de partida.'; return 'Por favor, ingrese una fecha de regreso.' (not when one-way);
 * "Child age minimum 1: 'Debe elegir una edad para el menor'"; "Infants (ages code 0 or 1) may not exceed adults".
 * Spec 002 §2: adults 1 to 9, children 0 to 4. Beyond the spec: the return may not be before the departure.
 *
 * @example validateFlightSearchForm({ ...FLIGHT_SEARCH_FORM_DEFAULTS, destinationName: "Rom" })
 * // includes { path: ["destinationId"], key: "flight.destinationInvalid" }
 */
export const validateFlightSearchForm = (
  values: FlightSearchFormValues,
  options: FlightSearchFormOptions = {},
): ValidationIssue[] => {
  const dateRule = { today: options.today, months: options.calendarMonths ?? DATE_PICKER_DEFAULT_MONTHS };
  const issues: ValidationIssue[] = [];
  if (values.origins.length === 0) issues.push(validationIssue(["origins"], "flight.originRequired"));
  if (isBlank(values.destinationId)) {
    const typed = !isBlank(values.destinationName);
    issues.push(validationIssue(["destinationId"], typed ? "flight.destinationInvalid" : "flight.destinationRequired"));
  }
  const departure = validateFormDateField(values.departure, ["departure"], {
    ...dateRule,
    requiredKey: "flight.departureRequired",
  });
  issues.push(...departure.issues);
  if (!values.oneWay) {
    const back = validateFormDateField(values.returnDate, ["returnDate"], {
      ...dateRule,
      requiredKey: "flight.returnRequired",
    });
    issues.push(...back.issues);
    if (departure.date !== undefined && back.date !== undefined && back.date < departure.date) {
      issues.push(validationIssue(["returnDate"], "flight.returnBeforeDeparture"));
    }
  }
  issues.push(...flightPassengerIssues(values));
  return issues;
};

const flightPassengerIssues = (values: FlightSearchFormValues): ValidationIssue[] => {
  const { adults, children, ages } = values;
  // The party's sizes are checked by validateOccupancy as one room; its ages are codes here, checked below.
  const issues: ValidationIssue[] = occupancyFormIssues([{ adults, children, ages: [] }], FLIGHT_PASSENGER_LIMITS, [])
    .filter((issue) => issue.key === "occupancy.adultsOutOfRange" || issue.key === "occupancy.childrenOutOfRange")
    .map((issue) => ({ ...issue, path: issue.path.slice(1) }));
  const childCount = Number.isInteger(children)
    ? Math.max(0, Math.min(children, FLIGHT_PASSENGER_LIMITS.children.max))
    : 0;
  let infants = 0;
  for (let child = 0; child < childCount; child++) {
    const code = ages[child] ?? 0;
    if (code !== 1 && code !== 2 && code !== 3)
      issues.push(validationIssue(["ages", child], "flight.childAgeRequired"));
    if (FLIGHT_INFANT_AGE_CODES.includes(code)) infants++;
  }
  if (Number.isInteger(adults) && infants > adults)
    issues.push(validationIssue(["adults"], "flight.infantsExceedAdults"));
  return issues;
};

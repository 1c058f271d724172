import type { HOTEL_AVAILABILITY_CODES } from "../../api/index.js";
import type { CalendarDate } from "../../dates/calendarDate.js";
import type { MessageKey } from "../../locale/catalog.js";
import {
  HOME_FORM_LIMITS,
  type Occupancy,
  type OccupancyLimits,
  PACKAGE_FORM_LIMITS,
  RESULTS_FORM_LIMITS,
} from "../../occupancy/occupancy.js";
import {
  DATE_PICKER_DEFAULT_MONTHS,
  HOTEL_HOME_CALENDAR_MONTHS,
  validateFormDateField,
} from "../../validation/datePickerRange.js";
import { isBlank } from "../../validation/internal/formRules.js";
import { occupancyFormIssues } from "../../validation/internal/occupancyIssues.js";
import { type ValidationIssue, validationIssue } from "../../validation/validationIssue.js";

/** Availability filter of a hotel search (spec 001 §3): CNF immediate, ALL, ORQ on request. */
export type HotelSearchAvailability = (typeof HOTEL_AVAILABILITY_CODES)[number];

/** The label of each availability option of the advanced search. */
export const HOTEL_AVAILABILITY_LABEL_KEYS = {
  CNF: "forms.availabilityConfirmed",
  ALL: "forms.availabilityAll",
  ORQ: "forms.availabilityOnRequest",
} as const satisfies { readonly [A in HotelSearchAvailability]: MessageKey };

/**
 * Which hotel form is being filled: the home box, the results page's edit form, or the hotel form of the
 * package flow. They differ in occupancy bounds and messages (spec 001 §2, §5; spec 002 §5).
 */
export type HotelSearchFormVariant = "home" | "results" | "package";

/** The plain values of a hotel search form (spec 001 §2 form fields, §3 "Search form"). */
export interface HotelSearchFormValues {
  /** The hidden destination value, set only when a suggestion is chosen ("hidden destination value must be set"). */
  readonly destinationId: string;
  /** The text shown in the destination box. */
  readonly destinationName: string;
  /** External hotel reference of a hotel chosen in the destination box, or "". */
  readonly externalHotelReference: string;
  /** `YYYY-MM-DD`, or "" until picked (date inputs are read-only, filled from the calendar). */
  readonly checkIn: string;
  /** `YYYY-MM-DD`, or "" until picked. */
  readonly checkOut: string;
  /** One entry per room: "countRooms (default 1)"; "adults (default 2), children (default 0)". */
  readonly rooms: Occupancy;
  /** "availability (default CNF, overwritten by portal configuration)". */
  readonly availability: HotelSearchAvailability;
  /** Hotel-name filter of the advanced search, or "". */
  readonly hotelName: string;
  /** "addFligth": the visitor also wants a flight. */
  readonly addFlight: boolean;
  /** "moreFilters": the advanced-search block is open. */
  readonly moreFilters: boolean;
}

/** Spec 001 §3 / §9 defaults: one room of 2 adults and 0 children, availability CNF. */
export const HOTEL_SEARCH_FORM_DEFAULTS: HotelSearchFormValues = {
  destinationId: "",
  destinationName: "",
  externalHotelReference: "",
  checkIn: "",
  checkOut: "",
  rooms: [{ adults: 2, children: 0, ages: [] }],
  availability: "CNF",
  hotelName: "",
  addFlight: false,
  moreFilters: false,
};

/** The occupancy bounds of each hotel form variant (the limits live in `occupancy`). */
export const HOTEL_SEARCH_FORM_LIMITS: { readonly [V in HotelSearchFormVariant]: OccupancyLimits } = {
  home: HOME_FORM_LIMITS,
  results: RESULTS_FORM_LIMITS,
  package: PACKAGE_FORM_LIMITS,
};

/** Options of {@link validateHotelSearchForm}. */
export interface HotelSearchFormOptions {
  /** Default "home". */
  readonly variant?: HotelSearchFormVariant;
  /** Today; when given, past days and days beyond the calendar are refused. */
  readonly today?: CalendarDate;
  /** Months the calendar shows: 25 on the home form, 13 elsewhere by default. */
  readonly calendarMonths?: number;
}

/**
 * Every failing field of a hotel search form.
 *
 * Spec 001 §2 Home search errors: check-in 'Por favor, ingrese fecha de entrada.', check-out 'Por favor, ingrese
 * fecha de salida.', destination 'Por favor, ingrese un destino.'. §5: "Destination required (hidden destination
 * value must be set). Check-in 'Ingrese fecha de entrada.' and check-out 'Ingrese fecha de salida.' in the results
 * form"; "Rooms 1-9 (1-7 on results form); adults 1-9 per room; children 0-4 per room (0-3 in some forms)".
 * Beyond the spec: a date must be a real day and check-out must come after check-in ('forms.checkOutNotAfterCheckIn').
 *
 * @example validateHotelSearchForm(HOTEL_SEARCH_FORM_DEFAULTS)
 * // [{ path: ["destinationId"], key: "forms.homeDestinationRequired" }, { path: ["checkIn"], … }, { path: ["checkOut"], … }]
 */
export const validateHotelSearchForm = (
  values: HotelSearchFormValues,
  options: HotelSearchFormOptions = {},
): ValidationIssue[] => {
  const variant = options.variant ?? "home";
  const home = variant === "home";
  const months = options.calendarMonths ?? (home ? HOTEL_HOME_CALENDAR_MONTHS : DATE_PICKER_DEFAULT_MONTHS);
  const issues: ValidationIssue[] = [];
  if (isBlank(values.destinationId)) issues.push(validationIssue(["destinationId"], "forms.homeDestinationRequired"));
  const checkIn = validateFormDateField(values.checkIn, ["checkIn"], {
    requiredKey: home ? "forms.homeCheckInRequired" : "forms.checkInRequired",
    today: options.today,
    months,
  });
  const checkOut = validateFormDateField(values.checkOut, ["checkOut"], {
    requiredKey: home ? "forms.homeCheckOutRequired" : "forms.checkOutRequired",
    today: options.today,
    months,
  });
  issues.push(...checkIn.issues, ...checkOut.issues);
  if (checkIn.date !== undefined && checkOut.date !== undefined && checkOut.date <= checkIn.date) {
    issues.push(validationIssue(["checkOut"], "forms.checkOutNotAfterCheckIn"));
  }
  issues.push(...occupancyFormIssues(values.rooms, HOTEL_SEARCH_FORM_LIMITS[variant], ["rooms"]));
  return issues;
};

import type { CalendarDate } from "../../dates/calendarDate.js";
import type { MessageKey } from "../../locale/catalog.js";
import {
  type Occupancy,
  type OccupancyLimits,
  PACKAGE_FORM_LIMITS,
  RESULTS_FORM_LIMITS,
} from "../../occupancy/occupancy.js";
import type { SearchFormPlace } from "../../search/forms/searchFormPlaces.js";
import { DATE_PICKER_DEFAULT_MONTHS, validateFormDateField } from "../../validation/datePickerRange.js";
import { isBlank } from "../../validation/internal/formRules.js";
import { occupancyFormIssues } from "../../validation/internal/occupancyIssues.js";
import { type ValidationIssue, type ValidationPath, validationIssue } from "../../validation/validationIssue.js";

/** The desktop flight-plus-hotel form, or its update version on the results page ('Actualizar'). */
export type PackageSearchFormVariant = "desktop" | "results";

/** The plain values of the flight-plus-hotel form (spec 002 §2, §3 "Flight-plus-hotel search" field names). */
export interface PackageSearchFormValues {
  /** search[origins] / search[origins_names]. */
  readonly origins: readonly SearchFormPlace[];
  /** search[to][city][id]: set only when a suggestion is chosen. */
  readonly destinationId: string;
  /** search[to][city][name]. */
  readonly destinationName: string;
  /** search[checkIn]: the flight's outbound day, `YYYY-MM-DD` or "". */
  readonly checkIn: string;
  /** search[checkOut]: the flight's return day, `YYYY-MM-DD` or "". */
  readonly checkOut: string;
  /** search[conditions][different_hotel]: 'hotel only for a different destination'. */
  readonly differentHotel: boolean;
  /** search[accommodation][city][id]; required only when `differentHotel`. */
  readonly accommodationCityId: string;
  /** search[accommodation][city][name]. */
  readonly accommodationCityName: string;
  /** search[conditions][partial_hotel]: 'hotel only for part of the stay'. */
  readonly partialHotel: boolean;
  /** search[in]: hotel entry day; required only when `partialHotel`. */
  readonly hotelIn: string;
  /** search[out]: hotel exit day; required only when `partialHotel`. */
  readonly hotelOut: string;
  /** search[countRooms], search[adults][], search[children][], search[childAges][]. */
  readonly rooms: Occupancy;
  /** "availability default NMO.HTL.AVB.CNF". */
  readonly availability: string;
  readonly hotelName: string;
}

/** Spec 002 §3 "Flight-plus-hotel search" and §9 "Defaults". */
export const PACKAGE_AVAILABILITY_DEFAULT = "NMO.HTL.AVB.CNF";

/**
 * Defaults: one room, 0 children, availability NMO.HTL.AVB.CNF. Spec 002 §9 reads "adults 1 (flight-hotel also 1 in
 * the flight part) … Hotel form rooms default 1, adults per room default 2"; this form's passengers are its hotel
 * rooms, so a room starts with 2 adults like every other hotel room block.
 */
export const PACKAGE_SEARCH_FORM_DEFAULTS: PackageSearchFormValues = {
  origins: [],
  destinationId: "",
  destinationName: "",
  checkIn: "",
  checkOut: "",
  differentHotel: false,
  accommodationCityId: "",
  accommodationCityName: "",
  partialHotel: false,
  hotelIn: "",
  hotelOut: "",
  rooms: [{ adults: 2, children: 0, ages: [] }],
  availability: PACKAGE_AVAILABILITY_DEFAULT,
  hotelName: "",
};

/** Room bounds per variant: the package flow's hotel form has children 0-3; the results version rooms 1-7. */
export const PACKAGE_SEARCH_FORM_LIMITS: { readonly [V in PackageSearchFormVariant]: OccupancyLimits } = {
  desktop: PACKAGE_FORM_LIMITS,
  results: RESULTS_FORM_LIMITS,
};

/** Options of {@link validatePackageSearchForm}. */
export interface PackageSearchFormOptions {
  /** Default "desktop". */
  readonly variant?: PackageSearchFormVariant;
  /** Today; when given, past days and days beyond the calendar are refused. */
  readonly today?: CalendarDate;
  /** Months the calendar shows (13 by default). */
  readonly calendarMonths?: number;
}

/**
 * Spec 002 §5 "Required-on-check and required-on-uncheck rules: '%s es requerido.'": the issue when a field that a
 * checkbox makes required is empty. `fieldKey` (the field's label) is translated by `translateIssue`.
 *
 * @example validateRequiredOnCheck(true, "", ["hotelIn"], "package.hotelIn")
 * // [{ path: ["hotelIn"], key: "package.fieldRequired", params: { field: "package.hotelIn" } }]
 */
export const validateRequiredOnCheck = (
  required: boolean,
  value: string,
  path: ValidationPath,
  fieldKey: MessageKey,
): ValidationIssue[] =>
  required && isBlank(value) ? [validationIssue(path, "package.fieldRequired", { field: fieldKey })] : [];

/**
 * Every failing field of the flight-plus-hotel form.
 *
 * Spec 002 §5: origin 'Ingrese al menos un origen.'; destination 'Ingrese un destino.'; check-in and check-out
 * 'Ingrese una fecha.'; accommodation city required only when different-hotel is checked ('Ingrese un destino.');
 * partial-stay dates required only when partial-hotel is checked ('Ingrese una fecha.'), and 'Debe estar dentro del
 * rango del vuelo.' when such a date lies outside the flight dates (we read "inside" as from check-in to check-out,
 * both included). Rooms per {@link PACKAGE_SEARCH_FORM_LIMITS}. Beyond the spec: check-out after check-in, hotel exit
 * after hotel entry.
 *
 * @example validatePackageSearchForm({ ...filled, partialHotel: true, hotelIn: "2027-01-01" }) // hotelOut required, …
 */
export const validatePackageSearchForm = (
  values: PackageSearchFormValues,
  options: PackageSearchFormOptions = {},
): ValidationIssue[] => {
  const dateRule = {
    requiredKey: "package.dateRequired",
    today: options.today,
    months: options.calendarMonths ?? DATE_PICKER_DEFAULT_MONTHS,
  } as const;
  const issues: ValidationIssue[] = [];
  if (values.origins.length === 0) issues.push(validationIssue(["origins"], "package.originRequired"));
  if (isBlank(values.destinationId)) issues.push(validationIssue(["destinationId"], "package.destinationRequired"));
  const checkIn = validateFormDateField(values.checkIn, ["checkIn"], dateRule);
  const checkOut = validateFormDateField(values.checkOut, ["checkOut"], dateRule);
  issues.push(...checkIn.issues, ...checkOut.issues);
  const flightFrom = checkIn.date;
  const flightTo = checkOut.date;
  if (flightFrom !== undefined && flightTo !== undefined && flightTo <= flightFrom) {
    issues.push(validationIssue(["checkOut"], "forms.checkOutNotAfterCheckIn"));
  }
  if (values.differentHotel && isBlank(values.accommodationCityId)) {
    issues.push(validationIssue(["accommodationCityId"], "package.destinationRequired"));
  }
  if (values.partialHotel) {
    const stay = (["hotelIn", "hotelOut"] as const).map((field) => {
      const checked = validateFormDateField(values[field], [field], { ...dateRule, today: undefined });
      issues.push(...checked.issues);
      const date = checked.date;
      const outside =
        date !== undefined &&
        ((flightFrom !== undefined && date < flightFrom) || (flightTo !== undefined && date > flightTo));
      if (outside) issues.push(validationIssue([field], "package.dateOutsideFlightRange"));
      return outside ? undefined : date;
    });
    const [hotelIn, hotelOut] = stay;
    if (hotelIn !== undefined && hotelOut !== undefined && hotelOut <= hotelIn) {
      issues.push(validationIssue(["hotelOut"], "forms.checkOutNotAfterCheckIn"));
    }
  }
  issues.push(
    ...occupancyFormIssues(values.rooms, PACKAGE_SEARCH_FORM_LIMITS[options.variant ?? "desktop"], ["rooms"]),
  );
  return issues;
};

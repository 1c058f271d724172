import type { CalendarDate } from "../../dates/calendarDate.js";
import { DATE_PICKER_DEFAULT_MONTHS, validateFormDateField } from "../../validation/datePickerRange.js";
import { isBlank } from "../../validation/internal/formRules.js";
import { type ValidationIssue, validationIssue } from "../../validation/validationIssue.js";

/** The plain values of the holiday-house search box (spec 001 §2 Home search, §3 "House search"). */
export interface HouseSearchFormValues {
  /** The hidden destination value, set when a suggestion is chosen. */
  readonly destinationId: string;
  readonly destinationName: string;
  /** `YYYY-MM-DD` or "". */
  readonly checkIn: string;
  /** `YYYY-MM-DD` or "". */
  readonly checkOut: string;
  /** "House search: passengers (default 2)". */
  readonly passengers: number;
}

/** Spec 001 §3: "House search: passengers (default 2)". */
export const HOUSE_SEARCH_FORM_DEFAULTS: HouseSearchFormValues = {
  destinationId: "",
  destinationName: "",
  checkIn: "",
  checkOut: "",
  passengers: 2,
};

/**
 * Passenger bounds of the house box. The spec gives only the default (2); the minimum 1 is implied, and the maximum
 * 20 is ours, so that the selector stays a short list.
 */
export const HOUSE_PASSENGER_LIMITS = { min: 1, max: 20 } as const;

/** Options of {@link validateHouseSearchForm}. */
export interface HouseSearchFormOptions {
  /** Today; when given, past days and days beyond the calendar are refused. */
  readonly today?: CalendarDate;
  /** Months the calendar shows (13 by default). */
  readonly calendarMonths?: number;
}

/**
 * Every failing field of the house search box: the home box's messages (spec 001 §2 'Por favor, ingrese un
 * destino.', 'Por favor, ingrese fecha de entrada.', 'Por favor, ingrese fecha de salida.'), check-out after
 * check-in, and passengers within {@link HOUSE_PASSENGER_LIMITS}.
 *
 * @example validateHouseSearchForm({ ...HOUSE_SEARCH_FORM_DEFAULTS, passengers: 0 }) // includes { path: ["passengers"], key: "forms.passengersOutOfRange", … }
 */
export const validateHouseSearchForm = (
  values: HouseSearchFormValues,
  options: HouseSearchFormOptions = {},
): ValidationIssue[] => {
  const months = options.calendarMonths ?? DATE_PICKER_DEFAULT_MONTHS;
  const issues: ValidationIssue[] = [];
  if (isBlank(values.destinationId)) issues.push(validationIssue(["destinationId"], "forms.homeDestinationRequired"));
  const checkIn = validateFormDateField(values.checkIn, ["checkIn"], {
    requiredKey: "forms.homeCheckInRequired",
    today: options.today,
    months,
  });
  const checkOut = validateFormDateField(values.checkOut, ["checkOut"], {
    requiredKey: "forms.homeCheckOutRequired",
    today: options.today,
    months,
  });
  issues.push(...checkIn.issues, ...checkOut.issues);
  if (checkIn.date !== undefined && checkOut.date !== undefined && checkOut.date <= checkIn.date) {
    issues.push(validationIssue(["checkOut"], "forms.checkOutNotAfterCheckIn"));
  }
  const { passengers } = values;
  if (
    !Number.isInteger(passengers) ||
    passengers < HOUSE_PASSENGER_LIMITS.min ||
    passengers > HOUSE_PASSENGER_LIMITS.max
  ) {
    issues.push(validationIssue(["passengers"], "forms.passengersOutOfRange", { ...HOUSE_PASSENGER_LIMITS }));
  }
  return issues;
};

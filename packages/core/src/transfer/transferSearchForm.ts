import { addDaysToCalendarDate, type CalendarDate } from "../dates/calendarDate.js";
import { HOME_FORM_LIMITS, type Room, validateOccupancy } from "../occupancy/occupancy.js";
import { DATE_PICKER_DEFAULT_MONTHS, validateFormDateField } from "../validation/datePickerRange.js";
import { type ValidationIssue, validationIssue } from "../validation/validationIssue.js";
import {
  isTransferTime,
  TRANSFER_LUGGAGE_LIMITS,
  TRANSFER_POINT_KINDS,
  type TransferPoint,
  type TransferPointKind,
  type TransferSearch,
} from "./transferSearch.js";

/** The plain values of the transfer search box. */
export interface TransferSearchFormValues {
  /** The chosen start (a location suggestion), or null until one is chosen. */
  readonly from: TransferPoint | null;
  /** What the start's box shows: the typed text, or the chosen place's name. */
  readonly fromText: string;
  readonly to: TransferPoint | null;
  readonly toText: string;
  readonly roundTrip: boolean;
  /** `YYYY-MM-DD` or "". */
  readonly outboundDate: string;
  /** `HH:mm` or "". */
  readonly outboundTime: string;
  readonly inboundDate: string;
  readonly inboundTime: string;
  /** The party: adults, children and the children's ages. */
  readonly passengers: Room;
  readonly luggage: number;
}

/** An empty box: one way, two adults, two pieces of luggage. */
export const TRANSFER_SEARCH_FORM_DEFAULTS: TransferSearchFormValues = {
  from: null,
  fromText: "",
  to: null,
  toText: "",
  roundTrip: false,
  outboundDate: "",
  outboundTime: "",
  inboundDate: "",
  inboundTime: "",
  passengers: { adults: 2, children: 0, ages: [] },
  luggage: 2,
};

/** Passenger bounds of the transfer box (the home boxes' room limits: adults 1–9, children 0–4, ages 0–17). */
export const TRANSFER_PARTY_LIMITS = HOME_FORM_LIMITS;

const timeIssues = (text: string, path: readonly string[]): ValidationIssue[] =>
  text === ""
    ? [validationIssue(path, "transfer.timeRequired")]
    : isTransferTime(text)
      ? []
      : [validationIssue(path, "transfer.timeInvalid")];

/**
 * Every failing field of the transfer box: both ends chosen and different, each way's date (not past, within the
 * calendar) and pick-up time, a return after the outbound (same day: a later time), the party within the home boxes'
 * limits with every child's age, the luggage 0–20.
 *
 * @example validateTransferSearchForm(TRANSFER_SEARCH_FORM_DEFAULTS).map((issue) => issue.key)
 * // ["transfer.fromRequired", "transfer.toRequired", "transfer.outboundDateRequired", "transfer.timeRequired"]
 */
export const validateTransferSearchForm = (
  values: TransferSearchFormValues,
  today?: CalendarDate,
): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if (values.from === null) issues.push(validationIssue(["from"], "transfer.fromRequired"));
  if (values.to === null) issues.push(validationIssue(["to"], "transfer.toRequired"));
  if (
    values.from !== null &&
    values.to !== null &&
    values.from.kind === values.to.kind &&
    values.from.code === values.to.code
  )
    issues.push(validationIssue(["to"], "transfer.samePlace"));
  const rule = { today, months: DATE_PICKER_DEFAULT_MONTHS };
  const outbound = validateFormDateField(values.outboundDate, ["outboundDate"], {
    ...rule,
    requiredKey: "transfer.outboundDateRequired",
  });
  issues.push(...outbound.issues, ...timeIssues(values.outboundTime, ["outboundTime"]));
  if (values.roundTrip) {
    const inbound = validateFormDateField(values.inboundDate, ["inboundDate"], {
      ...rule,
      requiredKey: "transfer.inboundDateRequired",
    });
    issues.push(...inbound.issues, ...timeIssues(values.inboundTime, ["inboundTime"]));
    if (
      outbound.date !== undefined &&
      inbound.date !== undefined &&
      isTransferTime(values.outboundTime) &&
      isTransferTime(values.inboundTime) &&
      `${inbound.date}T${values.inboundTime}` <= `${outbound.date}T${values.outboundTime}`
    )
      issues.push(validationIssue(["inboundDate"], "transfer.inboundNotAfterOutbound"));
  }
  for (const issue of validateOccupancy([values.passengers], TRANSFER_PARTY_LIMITS))
    issues.push(validationIssue(["passengers", ...issue.path.slice(1)], issue.key));
  if (
    !Number.isInteger(values.luggage) ||
    values.luggage < TRANSFER_LUGGAGE_LIMITS.min ||
    values.luggage > TRANSFER_LUGGAGE_LIMITS.max
  )
    issues.push(validationIssue(["luggage"], "transfer.luggageOutOfRange", { ...TRANSFER_LUGGAGE_LIMITS }));
  return issues;
};

/**
 * The search a valid box sends, or null while {@link validateTransferSearchForm} finds an issue.
 *
 * @example transferSearchOfForm(values, today) // { from, to, outbound: { date, time }, inbound: null, passengers, luggage }
 */
export const transferSearchOfForm = (values: TransferSearchFormValues, today?: CalendarDate): TransferSearch | null => {
  if (validateTransferSearchForm(values, today).length > 0 || values.from === null || values.to === null) return null;
  return {
    from: values.from,
    to: values.to,
    outbound: { date: values.outboundDate as CalendarDate, time: values.outboundTime },
    inbound: values.roundTrip ? { date: values.inboundDate as CalendarDate, time: values.inboundTime } : null,
    passengers: { ...values.passengers, ages: values.passengers.ages.slice(0, values.passengers.children) },
    luggage: values.luggage,
  };
};

/** The box's values of a search (the results page's form, a restored search). */
export const transferFormOfSearch = (search: TransferSearch): TransferSearchFormValues => ({
  from: search.from,
  fromText: search.from.name,
  to: search.to,
  toText: search.to.name,
  roundTrip: search.inbound !== null,
  outboundDate: search.outbound.date,
  outboundTime: search.outbound.time,
  inboundDate: search.inbound?.date ?? "",
  inboundTime: search.inbound?.time ?? "",
  passengers: search.passengers,
  luggage: search.luggage,
});

/**
 * A location suggestion as a transfer end: its type when it is one core knows (anything else counts as a place, a
 * city), its value and its label; null for a suggestion without a value.
 *
 * @example transferPointOfSuggestion({ type: "airport", value: "EZE", label: "Ezeiza (EZE), Buenos Aires" })
 * // { kind: "airport", code: "EZE", name: "Ezeiza (EZE), Buenos Aires" }
 */
export const transferPointOfSuggestion = (suggestion: {
  readonly type: string;
  readonly value: string;
  readonly label: string;
}): TransferPoint | null => {
  if (suggestion.value === "" || suggestion.label === "") return null;
  const kind: TransferPointKind = (TRANSFER_POINT_KINDS as readonly string[]).includes(suggestion.type)
    ? (suggestion.type as TransferPointKind)
    : "city";
  return { kind, code: suggestion.value, name: suggestion.label };
};

/** The default return day offered once an outbound day is picked: a week later. */
export const transferDefaultInbound = (outbound: CalendarDate): CalendarDate => addDaysToCalendarDate(outbound, 7);

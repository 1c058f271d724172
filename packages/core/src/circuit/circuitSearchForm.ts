import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate } from "../dates/index.js";
import { boundedCount } from "../search/forms/internal/boundedCount.js";
import { type SearchFormDestinationEvent, searchFormDestination } from "../search/forms/searchFormPlaces.js";
import { type SearchTargetResult, searchTargetNavigate } from "../search/searchTarget.js";
import { isBlank } from "../validation/internal/formRules.js";
import { type ValidationIssue, validationIssue } from "../validation/validationIssue.js";
import { CIRCUIT_PARTY_LIMITS, CIRCUIT_REGIONS, type CircuitRegion } from "./circuitCodes.js";
import { circuitFiltersDefault } from "./circuitFilters.js";
import { buildCircuitResultsUrl, type CircuitArea, parseCircuitArea } from "./circuitResultsUrl.js";

/** The circuit box: a region or a destination (choosing one clears the other), the month, travellers and rooms. */
export interface CircuitSearchFormValues {
  readonly region: CircuitRegion | "";
  readonly destinationId: string;
  readonly destinationName: string;
  /** `YYYY-MM`, or empty before one is chosen. */
  readonly month: string;
  readonly travellers: number;
  readonly rooms: number;
}

export const CIRCUIT_SEARCH_FORM_DEFAULTS: CircuitSearchFormValues = {
  region: "",
  destinationId: "",
  destinationName: "",
  month: "",
  travellers: 2,
  rooms: 1,
};

/** How many months ahead a departure may be searched: this one and the next eleven. */
export const CIRCUIT_SEARCH_MONTHS = 12;

export type CircuitSearchFormEvent =
  | SearchFormDestinationEvent
  | { readonly _tag: "regionChosen"; readonly region: string }
  | { readonly _tag: "monthChosen"; readonly month: string }
  | { readonly _tag: "travellersSet"; readonly travellers: number }
  | { readonly _tag: "roomsSet"; readonly rooms: number };

const limits = CIRCUIT_PARTY_LIMITS;

/**
 * The box's reducer: a region clears the destination and a destination the region; travellers and rooms stay in
 * their bounds and in step (every room sleeps one to three: more rooms than travellers, or more than three
 * travellers a room, move the other count).
 */
export const circuitSearchFormTransition = (
  values: CircuitSearchFormValues,
  event: CircuitSearchFormEvent,
): CircuitSearchFormValues => {
  switch (event._tag) {
    case "destinationTyped":
    case "destinationChosen": {
      const { destinationId, destinationName } = searchFormDestination(event);
      return { ...values, destinationId, destinationName, region: destinationName === "" ? values.region : "" };
    }
    case "regionChosen": {
      const region = (CIRCUIT_REGIONS as readonly string[]).includes(event.region)
        ? (event.region as CircuitRegion)
        : "";
      return region === "" ? { ...values, region } : { ...values, region, destinationId: "", destinationName: "" };
    }
    case "monthChosen":
      return { ...values, month: event.month };
    case "travellersSet": {
      const travellers = boundedCount(event.travellers, limits.travellers);
      const rooms = Math.min(travellers, Math.max(values.rooms, Math.ceil(travellers / 3)));
      return { ...values, travellers, rooms };
    }
    case "roomsSet": {
      const rooms = boundedCount(event.rooms, limits.rooms);
      const travellers = Math.min(limits.travellers.max, Math.max(values.travellers, rooms), rooms * 3);
      return { ...values, rooms: Math.min(rooms, travellers), travellers };
    }
  }
};

/**
 * The months a departure may be searched in, from today's: `YYYY-MM` each.
 *
 * @example circuitSearchMonths("2027-11-20") // ["2027-11", "2027-12", "2028-01", …] (12)
 */
export const circuitSearchMonths = (today: CalendarDate): string[] => {
  const [year, month] = formatCalendarDate(today).split("-").map(Number) as [number, number];
  return Array.from({ length: CIRCUIT_SEARCH_MONTHS }, (_, index) => {
    const at = year * 12 + (month - 1) + index;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, "0")}`;
  });
};

/** The box's issues: a region or destination, and a month among the months on offer. */
export const validateCircuitSearchForm = (
  values: CircuitSearchFormValues,
  options: { readonly today: CalendarDate },
): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if (values.region === "" && isBlank(values.destinationId))
    issues.push(validationIssue(["destinationId"], "forms.homeDestinationRequired"));
  if (!circuitSearchMonths(options.today).includes(values.month))
    issues.push(validationIssue(["month"], "circuit.monthRequired"));
  return issues;
};

const areaOf = (values: CircuitSearchFormValues): Result.Result<CircuitArea, unknown> =>
  values.region !== ""
    ? Result.succeed({ _tag: "region", region: values.region })
    : parseCircuitArea(values.destinationId);

/**
 * Where a valid box goes: the circuit results page (a destination's name rides in the query for the heading; a
 * region's heading is the region's own text).
 */
export const circuitSearchTarget = (values: CircuitSearchFormValues): SearchTargetResult => {
  const area = areaOf(values);
  if (Result.isFailure(area))
    return Result.fail({ _tag: "Unbuildable", field: "destinationId", key: "forms.homeDestinationRequired" });
  return Result.succeed(
    searchTargetNavigate(
      buildCircuitResultsUrl({
        search: { area: area.success, month: values.month, travellers: values.travellers, rooms: values.rooms },
        areaName: values.region !== "" ? "" : values.destinationName,
        filters: circuitFiltersDefault,
        sort: "recommended",
        page: 1,
      }),
    ),
  );
};

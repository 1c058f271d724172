import type { FlightAgeCode } from "../flight/searchForm/flightSearchForm.js";
import type { MessageKey } from "../locale/catalog.js";
import { HOME_FORM_LIMITS } from "../occupancy/occupancy.js";

/** One entry of a child-age selector: the value posted and the text shown (a numeral, or '<1'). */
export interface ChildAgeOption {
  readonly value: number;
  readonly label: string;
}

const ages = (from: number, to: number): ChildAgeOption[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ value: from + index, label: String(from + index) }));

/** Spec 001 §5: "infants 0 or 1". */
export const HOTEL_INFANT_AGES: readonly number[] = [0, 1];

/** Spec 001 §5 "Child ages: options 0 to 17". */
export const HOTEL_CHILD_AGE_OPTIONS: readonly ChildAgeOption[] = ages(
  HOME_FORM_LIMITS.age.min,
  HOME_FORM_LIMITS.age.max,
);

/** Spec 001 §5 "children 2 to 17": the list left once a room holds two infants. */
export const HOTEL_CHILD_AGE_OPTIONS_NO_INFANTS: readonly ChildAgeOption[] = ages(2, HOME_FORM_LIMITS.age.max);

/** Spec 001 §5 "Results-side ages list is '<1' and 1 to 17" (value 0 shows as '<1'). */
export const RESULTS_CHILD_AGE_OPTIONS: readonly ChildAgeOption[] = [
  { value: 0, label: "<1" },
  ...ages(1, HOME_FORM_LIMITS.age.max),
];

/**
 * The ages a room's child selector offers. Spec 001 §5: "options 0 to 17; infants 0 or 1; children 2 to 17; with
 * two or more infants in a room only the 2-17 list is offered" — the infants counted are the room's other
 * children, so a selector never hides its own current value.
 *
 * @example roomChildAgeOptions([0, 1, 5], 2) // 2 … 17 (two other children are infants)
 * @example roomChildAgeOptions([0, 1, 5], 0) // 0 … 17
 */
export const roomChildAgeOptions = (
  roomAges: readonly (number | undefined)[],
  childIndex: number,
): readonly ChildAgeOption[] => {
  const otherInfants = roomAges.filter(
    (age, index) => index !== childIndex && age !== undefined && HOTEL_INFANT_AGES.includes(age),
  ).length;
  return otherInfants >= 2 ? HOTEL_CHILD_AGE_OPTIONS_NO_INFANTS : HOTEL_CHILD_AGE_OPTIONS;
};

/** One entry of the flight form's age selector: an age code and its label key. */
export interface FlightAgeOption {
  readonly code: FlightAgeCode;
  readonly key: MessageKey;
}

/** Spec 002 §3: "Child age options: code 0 select; 1 baby (0-24 months, on lap); 2 child (2-11); 3 adult (12+)". */
export const FLIGHT_AGE_OPTIONS: readonly FlightAgeOption[] = [
  { code: 0, key: "flight.ageSelect" },
  { code: 1, key: "flight.ageBaby" },
  { code: 2, key: "flight.ageChild" },
  { code: 3, key: "flight.ageAdult" },
];

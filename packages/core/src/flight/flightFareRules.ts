import type { FlightFareRule, FlightRestriction, FlightRuleDetail } from "../api/index.js";

/**
 * Fare details and fare rules ('Ver más información') of a flight, from the rules call's detail.
 *
 * Spec 002 §3: "Details: fareTypes[0].name, lastTicketDate, validatingCarriers, baseUnitRates, availability[]. More
 * info: restrictions {ageType, text}, rules {category.description, text}." Spec 002 §9: "Adult age type code
 * NMO.GBL.AGT.ADT filters the restrictions shown."
 */

/** Spec 002 §9: "Adult age type code NMO.GBL.AGT.ADT". */
export const FLIGHT_ADULT_AGE_TYPE = "NMO.GBL.AGT.ADT";

/**
 * The restrictions shown: only the adult ones.
 *
 * @example flightAdultRestrictions([{ ageType: "NMO.GBL.AGT.ADT", text: "a" }, { ageType: "NMO.GBL.AGT.CHD", text: "c" }])
 * // [{ ageType: "NMO.GBL.AGT.ADT", text: "a" }]
 */
export const flightAdultRestrictions = (restrictions: readonly FlightRestriction[]): readonly FlightRestriction[] =>
  restrictions.filter((restriction) => restriction.ageType === FLIGHT_ADULT_AGE_TYPE);

/** A fare rule as the view lists it: its category title and text. */
export interface FlightRuleView {
  readonly title: string;
  readonly text: string;
}

/** The rules as title (`category.description`) and text. */
export const flightRuleViews = (rules: readonly FlightFareRule[]): readonly FlightRuleView[] =>
  rules.map((rule) => ({ title: rule.category.description, text: rule.text }));

/** The fare-details panel as data. */
export interface FlightFareDetailsView {
  /** `fareTypes[0].name`, or null. */
  readonly fareType: string | null;
  readonly lastTicketDate: string | null;
  /** Validating carrier names (or codes when unnamed), each once. */
  readonly validatingCarriers: readonly string[];
  /** Fare basis codes, each once. */
  readonly fareBasis: readonly string[];
  /** Seats left per booking class. */
  readonly availability: readonly { readonly bookingClass: string; readonly seats: number }[];
  /** The adult restrictions and the rules ('Ver más información'). */
  readonly restrictions: readonly FlightRestriction[];
  readonly rules: readonly FlightRuleView[];
}

/**
 * The fare-details panel of a flight.
 *
 * @example flightFareDetails(detail).fareType // "Publicada"
 */
export const flightFareDetails = (detail: FlightRuleDetail): FlightFareDetailsView => ({
  fareType: detail.fareTypes[0]?.name ?? null,
  lastTicketDate: detail.lastTicketDate ?? null,
  validatingCarriers: [...new Set((detail.validatingCarriers ?? []).map((carrier) => carrier.name || carrier.code))],
  fareBasis: [...new Set((detail.baseUnitRates ?? []).map((rate) => rate.FareBasis).filter((basis) => basis !== ""))],
  availability: detail.availability ?? [],
  restrictions: flightAdultRestrictions(detail.restrictions),
  rules: flightRuleViews(detail.rules),
});

import * as Schema from "effect/Schema";
import { ApiCount, ApiNumber } from "./apiPrimitives.js";
import { FlightSearchFilterOptions } from "./flightSearchFilterOptions.js";
import { FlightBaseRate, FlightCarrier, FlightSolution } from "./flightSolution.js";

/** Payload of `POST /api/v1/flights/search` and `/api/v1/flights/calendar`. Spec 002 §7: "{url}". */
export const FlightSearchRequest = Schema.Struct({ url: Schema.String });
export type FlightSearchRequest = typeof FlightSearchRequest.Type;

/**
 * Reply of `POST /api/v1/flights/search`. Spec 002 §7: "done, flights".
 *
 * Decision (inner shape not shown): `flights` holds the page of `solutions`, the `filters` options, and
 * `searchDestinationId` (spec 002 §3 Selection), plus the progressive-search fields shared with hotels
 * (`xTotalCount`, `xPendingResults`, `ttl`).
 */
export const FlightSearchReply = Schema.Struct({
  done: Schema.Boolean,
  flights: Schema.optional(
    Schema.Struct({
      solutions: Schema.Array(FlightSolution),
      filters: Schema.optional(FlightSearchFilterOptions),
      searchDestinationId: Schema.optional(Schema.String),
    }),
  ),
  xTotalCount: Schema.optional(ApiCount),
  xPendingResults: Schema.optional(Schema.Union([Schema.String, Schema.Boolean])),
  ttl: Schema.optional(Schema.NullOr(ApiNumber)),
});
export type FlightSearchReply = typeof FlightSearchReply.Type;

/**
 * One cell of the flexible-dates calendar. Spec 002 §7: `POST /api/v1/flights/calendar` answers "done, flights".
 * Decision (shape not shown): one entry per date pair, `YYYY-MM-DD`; no `price` means no flights that day.
 */
export const FlightCalendarDay = Schema.Struct({
  departureDate: Schema.String,
  returnDate: Schema.optional(Schema.String),
  price: Schema.optional(Schema.Struct({ amount: ApiNumber, currency: Schema.String })),
});
export type FlightCalendarDay = typeof FlightCalendarDay.Type;

/** Reply of `POST /api/v1/flights/calendar` ('Fallo al recuperar el calendario' when it fails). */
export const FlightCalendarReply = Schema.Struct({
  done: Schema.Boolean,
  flights: Schema.optional(Schema.Array(FlightCalendarDay)),
});
export type FlightCalendarReply = typeof FlightCalendarReply.Type;

/** A restriction. Spec 002 §3: "restrictions {ageType, text}"; §9: only ageType NMO.GBL.AGT.ADT is shown (core/flight `FLIGHT_ADULT_AGE_TYPE`). */
export const FlightRestriction = Schema.Struct({ ageType: Schema.String, text: Schema.String });
export type FlightRestriction = typeof FlightRestriction.Type;

/** A fare rule. Spec 002 §3: "rules {category.description, text}". */
export const FlightFareRule = Schema.Struct({
  category: Schema.Struct({ description: Schema.String }),
  text: Schema.String,
});
export type FlightFareRule = typeof FlightFareRule.Type;

/**
 * Fare details and rules of one flight. Spec 002 §3: "Details: fareTypes[0].name, lastTicketDate, validatingCarriers,
 * baseUnitRates, availability[]. More info: restrictions {ageType, text}, rules {category.description, text}."
 *
 * Decisions (shapes not shown): `baseUnitRates` are fare-basis rows like `prices.baseRates[].baseRateUnits`;
 * `availability` lists seats left per booking class.
 */
export const FlightRuleDetail = Schema.Struct({
  tripProductId: Schema.optional(Schema.String),
  fareTypes: Schema.Array(Schema.Struct({ name: Schema.String })),
  lastTicketDate: Schema.optional(Schema.String),
  validatingCarriers: Schema.optional(Schema.Array(FlightCarrier)),
  baseUnitRates: Schema.optional(Schema.Array(FlightBaseRate.fields.baseRateUnits)),
  availability: Schema.optional(Schema.Array(Schema.Struct({ bookingClass: Schema.String, seats: ApiCount }))),
  restrictions: Schema.Array(FlightRestriction),
  rules: Schema.Array(FlightFareRule),
});
export type FlightRuleDetail = typeof FlightRuleDetail.Type;

/**
 * Reply of `GET /api/v1/flights/rules/{tripProductIds comma-separated}`. Spec 002 §7: "done, rules.details.flight".
 * Decision: `flight` is a list, one entry per trip product id asked, in order.
 */
export const FlightRulesReply = Schema.Struct({
  done: Schema.Boolean,
  rules: Schema.optional(Schema.Struct({ details: Schema.Struct({ flight: Schema.Array(FlightRuleDetail) }) })),
});
export type FlightRulesReply = typeof FlightRulesReply.Type;

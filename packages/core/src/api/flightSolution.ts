import * as Schema from "effect/Schema";
import { ApiCount, ApiNumber } from "./apiPrimitives.js";

/** Segment transport types. Spec 002 §3: "segmentType (Air or Train)". */
export const FLIGHT_SEGMENT_TYPES = ["Air", "Train"] as const;

/**
 * `{ name, code }` of a carrier. Spec 002 §3: "marketingCarrier {name, code}", "validatingCarrier [{name, code}]".
 * `logo` (ours, optional): the address of the logo the back office uploaded for the airline; an API without one
 * leaves it out and the results show the name alone.
 */
export const FlightCarrier = Schema.Struct({
  name: Schema.String,
  code: Schema.String,
  logo: Schema.optional(Schema.String),
});
export type FlightCarrier = typeof FlightCarrier.Type;

/**
 * A departure or arrival. Spec 002 §3: "departure/arrival {dateTime, destinations.airport {IATA, name},
 * destinations.city.name}", "arrival.destinations.city.code". `dateTime` is `YYYYMMDDTHHmm` (spec 000 §9).
 */
export const FlightPoint = Schema.Struct({
  dateTime: Schema.String,
  destinations: Schema.Struct({
    airport: Schema.Struct({ IATA: Schema.String, name: Schema.String }),
    city: Schema.Struct({ name: Schema.String, code: Schema.optional(Schema.String) }),
  }),
});
export type FlightPoint = typeof FlightPoint.Type;

/** A class of service. Spec 002 §3: "serviceClass.description"; `code` (e.g. NMO.GBL.SCL.ECO) when sent. */
export const FlightServiceClass = Schema.Struct({
  description: Schema.String,
  code: Schema.optional(Schema.String),
});
export type FlightServiceClass = typeof FlightServiceClass.Type;

/**
 * Checked luggage of a segment. Spec 002 §3: "baggageInformation.baggageOnHold {pieces, weight, weightUnit,
 * description}". Each part optional: airlines give pieces or weight.
 */
export const FlightBaggageOnHold = Schema.Struct({
  pieces: Schema.optional(ApiCount),
  weight: Schema.optional(ApiNumber),
  weightUnit: Schema.optional(Schema.String),
  description: Schema.optional(Schema.String),
});
export type FlightBaggageOnHold = typeof FlightBaggageOnHold.Type;

/**
 * One hop of a flight (air or train).
 *
 * Spec 002 §3: "segments[]: segmentType (Air or Train), flightNumber, marketingCarrier {name, code}, operatingCarrier
 * {name, code}, avlStatus, departure/arrival {…}, serviceClass.description, bookingClass (B2B only),
 * equipmentType.description, nocturnalFlight, eft, waitTime, changeTrain, changeTransport, changePlane,
 * changeAirport, baggageInformation.baggageOnHold {pieces, weight, weightUnit, description}."
 *
 * Decisions: `eft` (elapsed flight time) and `waitTime` (wait before the next segment) are minutes; `segmentType`
 * is a string so an unknown transport still decodes (known: `FLIGHT_SEGMENT_TYPES`).
 */
export const FlightSegment = Schema.Struct({
  segmentType: Schema.String,
  flightNumber: Schema.String,
  marketingCarrier: FlightCarrier,
  operatingCarrier: Schema.optional(FlightCarrier),
  avlStatus: Schema.optional(Schema.String),
  departure: FlightPoint,
  arrival: FlightPoint,
  serviceClass: Schema.optional(FlightServiceClass),
  /** B2B only. */
  bookingClass: Schema.optional(Schema.String),
  equipmentType: Schema.optional(Schema.Struct({ description: Schema.String })),
  /** 'Vuelo Nocturno'. */
  nocturnalFlight: Schema.optional(Schema.Boolean),
  eft: Schema.optional(ApiCount),
  waitTime: Schema.optional(ApiCount),
  /** 'Transbordo'. */
  changeTrain: Schema.optional(Schema.Boolean),
  /** 'Cambio de medio de transporte'. */
  changeTransport: Schema.optional(Schema.Boolean),
  /** 'Cambio de avión'. */
  changePlane: Schema.optional(Schema.Boolean),
  /** 'El vuelo sale de otro aeropuerto' / 'Cambio de locación'. */
  changeAirport: Schema.optional(Schema.Boolean),
  baggageInformation: Schema.optional(Schema.Struct({ baggageOnHold: Schema.optional(FlightBaggageOnHold) })),
});
export type FlightSegment = typeof FlightSegment.Type;

/**
 * The processed luggage summary. Spec 002 §3: "processedBaggageInfo: hasBaggage, details {qty, unit, desc}"; §8:
 * "'Incluye {qty} Valija(s) - {desc or …}'; 'Incluye hasta {qty} {unit} - …'" (so unit and desc are optional).
 */
export const FlightBaggageInfo = Schema.Struct({
  hasBaggage: Schema.Boolean,
  details: Schema.optional(
    Schema.Struct({
      qty: ApiNumber,
      unit: Schema.optional(Schema.String),
      desc: Schema.optional(Schema.String),
    }),
  ),
});
export type FlightBaggageInfo = typeof FlightBaggageInfo.Type;

/**
 * One flight option of a leg. Spec 002 §3: "trips[].flights[] with tripProductId, summary {departure, arrival,
 * arrival.destinations.city.code, segmentsCount, serviceClasses[0].description, eft, totalWaitBetweenSegs}".
 * Decision: `eft` and `totalWaitBetweenSegs` are minutes; a per-flight `processedBaggageInfo` wins over the solution's.
 */
export const FlightOption = Schema.Struct({
  tripProductId: Schema.String,
  summary: Schema.Struct({
    departure: FlightPoint,
    arrival: FlightPoint,
    /** Spec 002 §9: "Direct flight means segmentsCount = 1; stops = segmentsCount - 1". */
    segmentsCount: ApiCount,
    serviceClasses: Schema.optional(Schema.Array(FlightServiceClass)),
    eft: Schema.optional(ApiCount),
    totalWaitBetweenSegs: Schema.optional(ApiCount),
  }),
  segments: Schema.Array(FlightSegment),
  processedBaggageInfo: Schema.optional(FlightBaggageInfo),
  isSelected: Schema.optional(Schema.Boolean),
});
export type FlightOption = typeof FlightOption.Type;

/** A leg. Index 0 is the outbound ('IDA'), 1 the return ('VUELTA'). */
export const FlightTrip = Schema.Struct({ flights: Schema.Array(FlightOption) });
export type FlightTrip = typeof FlightTrip.Type;

/**
 * A typed entry of `prices.totalPrices`. Spec 002 §3: "net {host}, tax NMO.GBL.RPT.TAX, gross NMO.GBL.RPT.GRS,
 * charge NMO.GBL.RPT.CHG, visualization-currency NMO.GBL.RPT.VGR".
 *
 * Decision ("net {host}" not shown further): the net entry is the one with `host: true` (the amount in the host
 * currency) and no `FLIGHT_PRICE_TYPES` type; the others carry `type`. Amounts are decimals as sent.
 */
export const FlightTotalPrice = Schema.Struct({
  type: Schema.optional(Schema.String),
  host: Schema.optional(Schema.Boolean),
  amount: ApiNumber,
  currency: Schema.String,
});
export type FlightTotalPrice = typeof FlightTotalPrice.Type;

/** A fare basis row. Spec 002 §3: "prices.baseRates with baseRateUnits.FareBasis". */
export const FlightBaseRate = Schema.Struct({
  baseRateUnits: Schema.Struct({ FareBasis: Schema.String }),
});
export type FlightBaseRate = typeof FlightBaseRate.Type;

/**
 * A flight solution: one fare with its legs.
 *
 * Spec 002 §3: "prices.totalPrices typed entries …; prices.baseRates with baseRateUnits.FareBasis; prices[1..5] rows
 * (per person, times passengers, taxes, charges, total). summary {fareType, lastTicketDate, validatingCarrier
 * [{name, code}], totalPsgrs}. trips[].flights[] … processedBaggageInfo … flags isRecommended, isDynamicPackaging,
 * isSelected."
 *
 * Decision: the five price-panel rows are computed by core from `totalPrices` and `totalPsgrs` (per-passenger price =
 * (net - charge) / passengers, spec 002 §9), so the reply need not carry them.
 */
export const FlightSolution = Schema.Struct({
  prices: Schema.Struct({
    totalPrices: Schema.Array(FlightTotalPrice),
    baseRates: Schema.optional(Schema.Array(FlightBaseRate)),
  }),
  summary: Schema.Struct({
    fareType: Schema.optional(Schema.String),
    lastTicketDate: Schema.optional(Schema.String),
    validatingCarrier: Schema.Array(FlightCarrier),
    totalPsgrs: ApiCount,
  }),
  trips: Schema.Array(FlightTrip),
  processedBaggageInfo: Schema.optional(FlightBaggageInfo),
  isRecommended: Schema.optional(Schema.Boolean),
  isDynamicPackaging: Schema.optional(Schema.Boolean),
  isSelected: Schema.optional(Schema.Boolean),
});
export type FlightSolution = typeof FlightSolution.Type;

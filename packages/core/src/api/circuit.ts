import * as Schema from "effect/Schema";

/**
 * The circuit calls' Schemas. The specs name circuits (spec 000 §1) but show none of their replies; core defines
 * them here as the tour operators' departure calendars describe a circuit. Amounts are integer minor units with a
 * currency code, so no decimal is read from a reply.
 */
const CircuitAmount = Schema.Struct({ minor: Schema.Int, currency: Schema.String });

/** Payload of `POST /api/v1/circuits/search`: `{url}`, core's `buildCircuitSearchUrl`. */
export const CircuitSearchRequest = Schema.Struct({ url: Schema.String });
export type CircuitSearchRequest = typeof CircuitSearchRequest.Type;

/** One circuit of a search reply, what its card and the filters read. */
export const CircuitSummary = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  days: Schema.Int,
  /** Countries it passes through, in the reply's language. */
  countries: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
  /** The cities it stops at, in order. */
  cities: Schema.Array(Schema.String),
  /** The lowest price per person in a double room over the month's departures with seats. */
  priceFrom: CircuitAmount,
  /** Departures of the searched month that still have seats for the travellers. */
  departuresAvailable: Schema.Int,
  /** The image's address; empty when it has none. */
  image: Schema.String,
  summary: Schema.String,
});
export type CircuitSummary = typeof CircuitSummary.Type;

/** Reply of `POST /api/v1/circuits/search`: every circuit of the search (filters, sort and pages are core's). */
export const CircuitSearchReply = Schema.Struct({
  done: Schema.Boolean,
  circuits: Schema.optional(Schema.Array(CircuitSummary)),
  area: Schema.optional(Schema.Struct({ code: Schema.String, name: Schema.String })),
  error: Schema.optional(Schema.String),
});
export type CircuitSearchReply = typeof CircuitSearchReply.Type;

/** A departure: its day, the seats left (0: sold out) and the price per person in a double room. */
export const CircuitDeparture = Schema.Struct({ date: Schema.String, seatsLeft: Schema.Int, priceMinor: Schema.Int });
export type CircuitDeparture = typeof CircuitDeparture.Type;

/**
 * A room type and what it adds per person to a departure's price: the single supplement, nothing for a double, a
 * reduction (negative) for a triple.
 */
export const CircuitRoomType = Schema.Struct({
  code: Schema.Literals(["single", "double", "triple"]),
  supplementMinor: Schema.Int,
});
export type CircuitRoomType = typeof CircuitRoomType.Type;

/** One day of the itinerary: where the night is spent and what the day holds. */
export const CircuitItineraryDay = Schema.Struct({
  day: Schema.Int,
  city: Schema.String,
  title: Schema.String,
  description: Schema.String,
  latitude: Schema.Finite,
  longitude: Schema.Finite,
});
export type CircuitItineraryDay = typeof CircuitItineraryDay.Type;

/** A circuit's detail: its summary, the day-by-day itinerary, the month's departures, room types and inclusions. */
export const CircuitDetail = Schema.Struct({
  ...CircuitSummary.fields,
  description: Schema.String,
  itinerary: Schema.Array(CircuitItineraryDay),
  departures: Schema.Array(CircuitDeparture),
  rooms: Schema.Array(CircuitRoomType),
  included: Schema.Array(Schema.String),
  notIncluded: Schema.Array(Schema.String),
  currency: Schema.String,
});
export type CircuitDetail = typeof CircuitDetail.Type;

/** Reply of `GET /api/v1/circuits/detail/{id}?month&travellers`. */
export const CircuitDetailReply = Schema.Struct({
  done: Schema.Boolean,
  circuit: Schema.optional(CircuitDetail),
  error: Schema.optional(Schema.String),
});
export type CircuitDetailReply = typeof CircuitDetailReply.Type;

import * as Schema from "effect/Schema";
import { TRANSFER_PRICE_BASES, TRANSFER_SERVICE_TYPES, TRANSFER_VEHICLES } from "../transfer/transferCodes.js";
import { ApiCount, ApiNumber } from "./apiPrimitives.js";
import { HotelCancellationPolicy } from "./hotelCancellationPolicy.js";
import { boundedList } from "./internal/boundedList.js";
import { RESULTS_LIST_LIMIT } from "./listLimits.js";

/** A transfer's service type (core's `TRANSFER_SERVICE_TYPES`). */
const ServiceType = Schema.Literals(TRANSFER_SERVICE_TYPES);

/** A transfer's vehicle type (core's `TRANSFER_VEHICLES`). */
const Vehicle = Schema.Literals(TRANSFER_VEHICLES);

/** What a transfer's price counts (core's `TRANSFER_PRICE_BASES`). */
const PriceBasis = Schema.Literals(TRANSFER_PRICE_BASES);

/**
 * One transfer offer. The specs show no transfer reply; ours, after what the field's sites show (Hotelbeds,
 * Booking): the service type, the vehicle and its seats, how many vehicles the party needs, the luggage pieces it
 * takes, the supplier, the price per vehicle or per person for the whole search (both ways on a round trip), the
 * waiting time included at pick-up, the ride's length, and the cancellation policy in the hotels' shape (spec 001 §4),
 * so the hotels' policy panel draws it.
 */
export const TransferOption = Schema.Struct({
  /** The rate id a budget add sends. */
  id: Schema.String,
  serviceType: ServiceType,
  vehicle: Vehicle,
  /** Passenger seats of one vehicle. */
  seats: ApiCount,
  /** Vehicles the party needs (1 for shared and shuttle services). */
  vehicles: ApiCount,
  /** Pieces of luggage included for the whole party. */
  luggage: ApiCount,
  supplier: Schema.String,
  price: Schema.Struct({ amount: ApiNumber, currency: Schema.String, basis: PriceBasis }),
  /** Minutes the driver waits at pick-up at no cost (an airport pick-up counts from the landing). */
  waitingMinutes: ApiCount,
  /** The ride's length in minutes, one way. */
  durationMinutes: ApiCount,
  policy: HotelCancellationPolicy,
});
export type TransferOption = typeof TransferOption.Type;

/** Payload of `POST /api/v1/transfers/search`: the search's URL (core's `buildTransferSearchUrl`). */
export const TransferSearchRequest = Schema.Struct({ url: Schema.String });
export type TransferSearchRequest = typeof TransferSearchRequest.Type;

/**
 * Reply of `POST /api/v1/transfers/search` (ours): whether the search finished, the two ends' names as the
 * supplier's system calls them, and every offer for the party (filtered, sorted and paged by core).
 */
export const TransferSearchReply = Schema.Struct({
  done: Schema.Boolean,
  fromName: Schema.optional(Schema.String),
  toName: Schema.optional(Schema.String),
  options: Schema.optional(boundedList(TransferOption, RESULTS_LIST_LIMIT)),
});
export type TransferSearchReply = typeof TransferSearchReply.Type;

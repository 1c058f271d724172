/**
 * Stops of a flight option.
 *
 * Spec 002 §9: "Direct flight means segmentsCount = 1; stops = segmentsCount - 1." "Stops buckets: direct, one, two
 * or more." Spec 002 §3: stops filter "three entries: direct, one, two or more; each quantity, numberOfStops, from".
 */

/** The three stops buckets of the filter, in display order. */
export const FLIGHT_STOPS_BUCKETS = ["direct", "one", "twoOrMore"] as const;
/** A stops bucket. */
export type FlightStopsBucket = (typeof FLIGHT_STOPS_BUCKETS)[number];

/**
 * Stops of a flight with `segmentsCount` segments (never negative).
 *
 * @example flightStopsCount(3) // 2
 */
export const flightStopsCount = (segmentsCount: number): number => Math.max(0, Math.floor(segmentsCount) - 1);

/** Whether a flight is direct: exactly one segment. */
export const flightIsDirect = (segmentsCount: number): boolean => segmentsCount === 1;

/**
 * The bucket of a flight: direct (0 stops), one, or two or more.
 *
 * @example flightStopsBucket(1) // "direct"
 */
export const flightStopsBucket = (segmentsCount: number): FlightStopsBucket => {
  const stops = flightStopsCount(segmentsCount);
  return stops === 0 ? "direct" : stops === 1 ? "one" : "twoOrMore";
};

/** The `numberOfStops` the filter reply pairs with each bucket (0, 1, 2 meaning 2 or more). */
export const flightStopsBucketNumber = (bucket: FlightStopsBucket): number => FLIGHT_STOPS_BUCKETS.indexOf(bucket);

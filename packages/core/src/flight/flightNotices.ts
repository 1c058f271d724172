import type { FlightSegment } from "../api/index.js";
import type { MessageKey } from "../locale/index.js";

/**
 * Notices shown on a flight, derived from its segments.
 *
 * Spec 002 §8: "Flight notices: 'El vuelo sale de otro aeropuerto', 'Cambio de locación', 'Cambio de avión',
 * 'Transbordo', 'Cambio de medio de transporte', 'Vuelo Nocturno'." Spec 002 §3 segments: "nocturnalFlight, …,
 * changeTrain, changeTransport, changePlane, changeAirport".
 *
 * Mapping (the spec lists texts and flags, not the pairing; this is core's reading):
 * - 'El vuelo sale de otro aeropuerto' (`otherAirport`): the first segment leaves from an airport other than the one
 *   expected (the searched origin airport, or where the outbound leg arrived, for the return leg).
 * - 'Cambio de locación' (`changeAirport`): a connection leaves from another airport than it arrived at (flag, or
 *   derived from the IATA codes).
 * - 'Cambio de avión' (`changePlane`), 'Transbordo' (`changeTrain`), 'Vuelo Nocturno' (`nocturnalFlight`): the flags.
 * - 'Cambio de medio de transporte' (`changeTransport`): the flag, or a segment type differing from the previous one.
 */

/** Every flight notice, in display order. */
export const FLIGHT_NOTICES = [
  "otherAirport",
  "changeAirport",
  "changePlane",
  "changeTrain",
  "changeTransport",
  "nocturnalFlight",
] as const;
/** One flight notice. */
export type FlightNotice = (typeof FLIGHT_NOTICES)[number];

/** The message key of each notice. */
export const FLIGHT_NOTICE_MESSAGE_KEYS = {
  otherAirport: "flight.noticeOtherAirport",
  changeAirport: "flight.noticeLocationChange",
  changePlane: "flight.noticePlaneChange",
  changeTrain: "flight.noticeTrainChange",
  changeTransport: "flight.noticeTransportChange",
  nocturnalFlight: "flight.noticeNightFlight",
} as const satisfies Record<FlightNotice, MessageKey>;

const iata = (point: FlightSegment["departure"]): string | undefined => point.destinations?.airport?.IATA ?? undefined;

/**
 * The notices of each segment, in segment order.
 *
 * @example flightSegmentNotices([seg1, { ...seg2, changePlane: true }]) // [[], ["changePlane"]]
 */
export const flightSegmentNotices = (
  segments: readonly FlightSegment[],
  expectedDepartureIata?: string | null,
): readonly (readonly FlightNotice[])[] =>
  segments.map((segment, index) => {
    const previous = index > 0 ? segments[index - 1] : undefined;
    const notices = new Set<FlightNotice>();
    const leaves = iata(segment.departure);
    if (index === 0 && expectedDepartureIata && leaves !== undefined && leaves !== expectedDepartureIata) {
      notices.add("otherAirport");
    }
    const arrivedAt = previous === undefined ? undefined : iata(previous.arrival);
    if (segment.changeAirport || (arrivedAt !== undefined && leaves !== undefined && arrivedAt !== leaves)) {
      notices.add("changeAirport");
    }
    if (segment.changePlane) notices.add("changePlane");
    if (segment.changeTrain) notices.add("changeTrain");
    if (
      segment.changeTransport ||
      (previous !== undefined && (previous.segmentType ?? "Air") !== (segment.segmentType ?? "Air"))
    ) {
      notices.add("changeTransport");
    }
    if (segment.nocturnalFlight) notices.add("nocturnalFlight");
    return FLIGHT_NOTICES.filter((notice) => notices.has(notice));
  });

/**
 * The notices of a whole flight (each once, in display order).
 *
 * @example flightNotices(segments, "EZE") // ["otherAirport", "nocturnalFlight"]
 */
export const flightNotices = (
  segments: readonly FlightSegment[],
  expectedDepartureIata?: string | null,
): readonly FlightNotice[] => {
  const all = new Set(flightSegmentNotices(segments, expectedDepartureIata).flat());
  return FLIGHT_NOTICES.filter((notice) => all.has(notice));
};

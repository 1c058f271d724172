import * as Result from "effect/Result";
import type { FlightOption, FlightPoint, FlightSegment, FlightSolution } from "../api/index.js";
import {
  arrivalDayOffsetTime,
  flightDurationMinutes,
  formatCardDate,
  formatClockTime,
  formatDayOffsetTime,
  formatFlightDuration,
  parseCalendarDate,
  parseFlightDateTime,
} from "../dates/index.js";
import { type FlightBaggageMessage, flightBaggageMessage } from "./flightBaggageMessage.js";
import type { FlightLeg } from "./flightLegSelection.js";
import { type FlightNotice, flightNotices } from "./flightNotices.js";
import { type FlightServiceClassLabel, flightServiceClassLabel } from "./flightServiceClassLabel.js";
import { flightStopsCount } from "./flightStops.js";

/**
 * A flight solution card as plain data: what the card, its 'Ver más detalle' and its connections view show.
 *
 * Spec 002 §2: "Solution cards show outbound ('IDA') and return ('VUELTA') trips with city names and dd/MM/yyyy
 * dates, a fare-details panel, a price panel, and links 'Ver más detalle' and 'Ver más información'. Flight card
 * details toggle between more detail and a connections view." Spec 002 §9: "Times shown HH:mm with a '+N' day marker
 * when arrival is on a later day"; "stops = segmentsCount - 1". Spec 002 §1: "B2B agency users additionally see the
 * booking class".
 */

/** One segment of 'Ver más detalle'. */
export interface FlightSegmentView {
  readonly from: { readonly iata: string; readonly airport: string; readonly city: string };
  readonly to: { readonly iata: string; readonly airport: string; readonly city: string };
  /** `HH:mm` departure, `HH:mm[+N]` arrival (N days after the segment's departure day). */
  readonly departureTime: string;
  readonly arrivalTime: string;
  /** `dd/MM/yyyy` of the departure. */
  readonly date: string;
  readonly flightNumber: string;
  readonly marketingCarrier: string;
  /** The operating carrier's name when it differs from the marketing one, else null. */
  readonly operatingCarrier: string | null;
  readonly train: boolean;
  readonly equipment: string | null;
  readonly serviceClass: FlightServiceClassLabel | null;
  /** Null unless B2B. */
  readonly bookingClass: string | null;
  /** Time from this segment's arrival to the next one's departure (`{h}h {mm}m`), null for the last segment. */
  readonly connectionWait: string | null;
  /** `{h}h {mm}m` of this segment (its `eft`, else arrival − departure), or null. */
  readonly duration: string | null;
}

/** One flight option of a leg: the row the person chooses. */
export interface FlightOptionView {
  readonly tripProductId: string;
  readonly departureTime: string;
  readonly arrivalTime: string;
  readonly duration: string | null;
  readonly stops: number;
  /** Marketing carriers (names, each once, in order). */
  readonly carriers: readonly string[];
  /** Operating carriers that differ from the marketing ones. */
  readonly operatedBy: readonly string[];
  readonly serviceClass: FlightServiceClassLabel | null;
  /** Booking classes (B2B only; empty otherwise). */
  readonly bookingClasses: readonly string[];
  readonly baggage: FlightBaggageMessage;
  readonly notices: readonly FlightNotice[];
  readonly segments: readonly FlightSegmentView[];
}

/** One leg of a card: 'IDA' or 'VUELTA', its cities, its date and its options. */
export interface FlightLegView {
  readonly leg: FlightLeg;
  readonly labelKey: "flight.outbound" | "flight.inbound";
  readonly fromCity: string;
  readonly toCity: string;
  /** `dd/MM/yyyy` of the first option's departure ("" when unreadable). */
  readonly date: string;
  readonly options: readonly FlightOptionView[];
}

/** The fare-details panel of a card (spec 002 §3: "summary {fareType, lastTicketDate, validatingCarrier}"). */
export interface FlightCardFare {
  readonly fareType: string | null;
  /** `dd/MM/yyyy`, or null. */
  readonly lastTicketDate: string | null;
  /** `prices.baseRates[].baseRateUnits.FareBasis`, each once. */
  readonly fareBasis: readonly string[];
}

/** The card: its key (the option ids), validating carriers, fare details and its legs. */
export interface FlightCardView {
  /** Tells solutions apart (they carry no id of their own): their options' ids joined. */
  readonly key: string;
  readonly validatingCarriers: readonly string[];
  /** The validating carriers' logos (those that have one, each once): shown beside the names, never instead. */
  readonly logos: readonly string[];
  readonly fare: FlightCardFare;
  readonly legs: readonly FlightLegView[];
}

const minutesBetween = (from: string, to: string): number | null => {
  const a = parseFlightDateTime(from);
  const b = parseFlightDateTime(to);
  return Result.isFailure(a) || Result.isFailure(b) ? null : flightDurationMinutes(a.success, b.success);
};

const times = (departure: FlightPoint, arrival: FlightPoint) => {
  const a = parseFlightDateTime(departure.dateTime);
  const b = parseFlightDateTime(arrival.dateTime);
  if (Result.isFailure(a) || Result.isFailure(b)) return { departureTime: "", arrivalTime: "", date: "" };
  return {
    departureTime: formatClockTime(a.success.time),
    arrivalTime: formatDayOffsetTime(arrivalDayOffsetTime(a.success, b.success)),
    date: formatCardDate(a.success.date),
  };
};

const duration = (eft: number | undefined, departure: FlightPoint, arrival: FlightPoint): string | null => {
  const minutes = eft ?? minutesBetween(departure.dateTime, arrival.dateTime);
  return minutes === null || minutes < 0 ? null : formatFlightDuration(minutes);
};

const cardDate = (date: string | undefined): string | null => {
  const read = date === undefined ? null : parseCalendarDate(date);
  return read === null || Result.isFailure(read) ? null : formatCardDate(read.success);
};

const place = (point: FlightPoint) => ({
  iata: point.destinations.airport.IATA,
  airport: point.destinations.airport.name,
  city: point.destinations.city.name,
});

const unique = (items: readonly string[]): string[] => [...new Set(items.filter((item) => item !== ""))];

const segmentView = (segment: FlightSegment, next: FlightSegment | undefined, b2b: boolean): FlightSegmentView => {
  const wait = next === undefined ? null : minutesBetween(segment.arrival.dateTime, next.departure.dateTime);
  const operating = segment.operatingCarrier;
  return {
    from: place(segment.departure),
    to: place(segment.arrival),
    ...times(segment.departure, segment.arrival),
    flightNumber: `${segment.marketingCarrier.code}${segment.flightNumber}`,
    marketingCarrier: segment.marketingCarrier.name,
    operatingCarrier:
      operating !== undefined && operating.code !== segment.marketingCarrier.code ? operating.name : null,
    train: segment.segmentType === "Train",
    equipment: segment.equipmentType?.description ?? null,
    serviceClass: flightServiceClassLabel(segment.serviceClass?.code, segment.serviceClass?.description),
    bookingClass: b2b ? (segment.bookingClass ?? null) : null,
    connectionWait: next === undefined ? null : formatFlightDuration(segment.waitTime ?? wait ?? 0),
    duration: duration(segment.eft, segment.departure, segment.arrival),
  };
};

const optionView = (
  option: FlightOption,
  solution: Pick<FlightSolution, "processedBaggageInfo">,
  b2b: boolean,
): FlightOptionView => {
  const { departure, arrival } = option.summary;
  const segments = option.segments.map((segment, index) => segmentView(segment, option.segments[index + 1], b2b));
  const carriers = unique(option.segments.map((segment) => segment.marketingCarrier.name));
  const summaryClass = option.summary.serviceClasses?.[0];
  const firstClass = option.segments[0]?.serviceClass;
  return {
    tripProductId: option.tripProductId,
    departureTime: times(departure, arrival).departureTime,
    arrivalTime: times(departure, arrival).arrivalTime,
    duration: duration(option.summary.eft, departure, arrival),
    stops: flightStopsCount(option.summary.segmentsCount),
    carriers,
    operatedBy: unique(segments.map((segment) => segment.operatingCarrier ?? "")).filter(
      (name) => !carriers.includes(name),
    ),
    // The summary's class, else the first segment's; a summary class without a code takes the segment's code.
    serviceClass: flightServiceClassLabel(
      summaryClass?.code ?? firstClass?.code,
      summaryClass?.description ?? firstClass?.description,
    ),
    bookingClasses: b2b ? unique(option.segments.map((segment) => segment.bookingClass ?? "")) : [],
    baggage: flightBaggageMessage(option.processedBaggageInfo ?? solution.processedBaggageInfo),
    notices: flightNotices(option.segments),
    segments,
  };
};

/**
 * The card of a solution. `b2b` shows booking classes.
 *
 * @example flightCardView(solution, false).legs.map((leg) => leg.labelKey) // ["flight.outbound", "flight.inbound"]
 */
export const flightCardView = (solution: FlightSolution, b2b: boolean): FlightCardView => ({
  key: solution.trips.map((trip) => trip.flights.map((flight) => flight.tripProductId).join(",")).join("|"),
  validatingCarriers: unique(solution.summary.validatingCarrier.map((carrier) => carrier.name || carrier.code)),
  logos: unique(solution.summary.validatingCarrier.map((carrier) => carrier.logo ?? "")).filter((logo) => logo !== ""),
  fare: {
    fareType: solution.summary.fareType ?? null,
    lastTicketDate: cardDate(solution.summary.lastTicketDate),
    fareBasis: unique((solution.prices.baseRates ?? []).map((rate) => rate.baseRateUnits.FareBasis)),
  },
  legs: solution.trips.slice(0, 2).map((trip, index) => {
    const first = trip.flights[0];
    return {
      leg: index === 0 ? "ida" : "vuelta",
      labelKey: index === 0 ? "flight.outbound" : "flight.inbound",
      fromCity: first?.summary.departure.destinations.city.name ?? "",
      toCity: first?.summary.arrival.destinations.city.name ?? "",
      date: first === undefined ? "" : times(first.summary.departure, first.summary.arrival).date,
      options: trip.flights.map((option) => optionView(option, solution, b2b)),
    };
  }),
});

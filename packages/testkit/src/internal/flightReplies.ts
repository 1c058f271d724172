import {
  type FlightSolution as ApiFlightSolution,
  FLIGHT_PRICE_TYPES,
  flightDateTimeFromMinutes,
  formatFlightDateTime,
  type Room,
} from "@travesia/core";
import { dateOfDay } from "../inventory/days.js";
import type {
  InventoryFlightItinerary,
  InventoryFlightSegment,
  InventoryFlightSolution,
} from "../inventory/flights.js";
import { carrierName } from "../inventory/flights.js";
import { demoConvertMinor, minorToDecimal } from "../inventory/money.js";
import { placeAirport, placeCityOfAirport } from "../inventory/places.js";
import type { DemoLanguage } from "./demoRequest.js";

/** Service classes by cabin: code and description (spec 002 §9 fixed service-class list). */
const FLIGHT_SERVICE_CLASSES = {
  ECO: { code: "NMO.GBL.SCL.ECO", description: "Económica" },
  BSN: { code: "NMO.GBL.SCL.BSN", description: "Business" },
  FST: { code: "NMO.GBL.SCL.FST", description: "Primera" },
} as const;

/** Passenger counts by fare type: adults (12+), children (2–11) and infants (under 2, on lap). */
export const flightPassengerMix = (passengers: Room) => {
  const children = passengers.ages.filter((age) => age >= 2 && age < 12).length;
  const infants = passengers.ages.filter((age) => age < 2).length;
  const teens = passengers.ages.filter((age) => age >= 12).length;
  return { adults: passengers.adults + teens, children, infants, total: passengers.adults + passengers.ages.length };
};

/** The id of one flight option: carrier, fare family, leg, date, route and flight numbers, so rules can be rebuilt. */
export const flightOptionId = (
  solution: InventoryFlightSolution,
  leg: number,
  itinerary: InventoryFlightItinerary,
): string => {
  const first = itinerary.segments[0];
  const last = itinerary.segments[itinerary.segments.length - 1];
  const day = dateOfDay(Math.floor((first?.departureLocal ?? 0) / 1440)).replaceAll("-", "");
  const numbers = itinerary.segments.map((segment) => `${segment.marketingCarrier}${segment.flightNumber}`).join(".");
  return `F-${solution.carrier}-${solution.family.code}-${leg}-${day}-${first?.from ?? ""}${last?.to ?? ""}-${numbers}`;
};

/** Reads a flight option id back to its carrier, fare family, leg, date and airports; undefined when it is not one of ours. */
export const parseFlightOptionId = (
  id: string,
): { carrier: string; family: string; leg: number; date: string; from: string; to: string } | undefined => {
  const match =
    /^F-([A-Z0-9]{2})-([LSFBP])-([01])-(\d{4})(\d{2})(\d{2})-([A-Z]{3})([A-Z]{3})-[A-Z0-9]{3,7}(?:\.[A-Z0-9]{3,7}){0,3}$/.exec(
      id,
    );
  if (match === null) return undefined;
  const [, carrier = "", family = "", leg = "0", year, month, day, from = "", to = ""] = match;
  return { carrier, family, leg: Number(leg), date: `${year}-${month}-${day}`, from, to };
};

const point = (iata: string, minutes: number, language: DemoLanguage) => {
  const airport = placeAirport(iata);
  const city = placeCityOfAirport(iata);
  return {
    // The inventory counts local wall-clock minutes from 1970-01-01, as core's flight date-times do.
    dateTime: formatFlightDateTime(flightDateTimeFromMinutes(minutes)),
    destinations: {
      airport: { IATA: iata, name: airport?.name ?? iata },
      city: { name: city?.name[language] ?? iata, code: city?.code ?? iata },
    },
  };
};

const baggageOnHold = (solution: InventoryFlightSolution) => {
  const baggage = solution.baggage;
  if (baggage.kind === "none") return { pieces: 0, description: "No incluye equipaje" };
  if (baggage.kind === "pieces") {
    return {
      pieces: baggage.pieces,
      weight: baggage.weight,
      weightUnit: baggage.weightUnit,
      description: `${baggage.pieces} x ${baggage.weight} ${baggage.weightUnit}`,
    };
  }
  return {
    weight: baggage.weight,
    weightUnit: baggage.weightUnit,
    description: `Hasta ${baggage.weight} ${baggage.weightUnit}`,
  };
};

const processedBaggage = (solution: InventoryFlightSolution) => {
  const baggage = solution.baggage;
  if (baggage.kind === "none") return { hasBaggage: false };
  if (baggage.kind === "pieces")
    return { hasBaggage: true, details: { qty: baggage.pieces, desc: `${baggage.weight} ${baggage.weightUnit}` } };
  return { hasBaggage: true, details: { qty: baggage.weight, unit: baggage.weightUnit } };
};

const segmentJson = (
  solution: InventoryFlightSolution,
  segments: readonly InventoryFlightSegment[],
  index: number,
  language: DemoLanguage,
  b2b: boolean,
  names: Readonly<Record<string, string>> = {},
) => {
  const segment = segments[index] as InventoryFlightSegment;
  const next = segments[index + 1];
  const serviceClass = FLIGHT_SERVICE_CLASSES[solution.family.cabin];
  return {
    segmentType: segment.segmentType,
    flightNumber: segment.flightNumber,
    marketingCarrier: {
      name: names[segment.marketingCarrier] ?? carrierName(segment.marketingCarrier),
      code: segment.marketingCarrier,
    },
    operatingCarrier: {
      name: names[segment.operatingCarrier] ?? carrierName(segment.operatingCarrier),
      code: segment.operatingCarrier,
    },
    avlStatus: "HK",
    departure: point(segment.from, segment.departureLocal, language),
    arrival: point(segment.to, segment.arrivalLocal, language),
    serviceClass,
    ...(b2b ? { bookingClass: solution.bookingClass } : {}),
    equipmentType: { description: segment.equipment },
    nocturnalFlight: segment.nocturnal,
    eft: segment.durationMinutes,
    waitTime: next?.waitMinutes ?? 0,
    changeTrain: next !== undefined && next.segmentType === "Train" && segment.segmentType === "Train",
    changeTransport: next !== undefined && next.segmentType !== segment.segmentType,
    changePlane: next !== undefined && next.segmentType === "Air" && segment.segmentType === "Air",
    changeAirport: segment.changeAirport,
    baggageInformation: { baggageOnHold: baggageOnHold(solution) },
  };
};

/** How a solution is priced and shown. */
export interface FlightReplyContext {
  readonly currency: string;
  readonly alternativeCurrency: string;
  readonly language: DemoLanguage;
  readonly passengers: Room;
  readonly b2b: boolean;
  /** The airline names an administrator changed, by carrier code (the seed's name otherwise). */
  readonly carrierNames?: Readonly<Record<string, string>>;
  /** The airline logos an administrator uploaded, by carrier code (none otherwise). */
  readonly carrierLogos?: Readonly<Record<string, string>>;
}

/**
 * A solution as the search reply carries it (spec 002 §3 Flight solution; core's `FlightSolution` Schema). Totals
 * for all passengers: adults pay the fare, children 75 %, infants 10 %, each rounded once in minor units.
 */
export const flightSolutionJson = (
  solution: InventoryFlightSolution,
  context: FlightReplyContext,
): ApiFlightSolution => {
  const mix = flightPassengerMix(context.passengers);
  const fareUsd = Math.round(solution.adult.fare * (mix.adults + mix.children * 0.75 + mix.infants * 0.1));
  const taxUsd = Math.round(solution.adult.tax * (mix.adults + mix.children));
  const chargeUsd = Math.round(solution.adult.charge * (mix.adults + mix.children));
  const fare = demoConvertMinor(fareUsd, context.currency);
  const tax = demoConvertMinor(taxUsd, context.currency);
  const charge = demoConvertMinor(chargeUsd, context.currency);
  const gross = fare + tax + charge;
  const alternative = demoConvertMinor(fareUsd + taxUsd + chargeUsd, context.alternativeCurrency);
  const serviceClass = FLIGHT_SERVICE_CLASSES[solution.family.cabin];
  return {
    prices: {
      totalPrices: [
        { host: true, amount: minorToDecimal(gross), currency: context.currency },
        { type: FLIGHT_PRICE_TYPES.tax, amount: minorToDecimal(tax), currency: context.currency },
        { type: FLIGHT_PRICE_TYPES.gross, amount: minorToDecimal(gross), currency: context.currency },
        { type: FLIGHT_PRICE_TYPES.charge, amount: minorToDecimal(charge), currency: context.currency },
        {
          type: FLIGHT_PRICE_TYPES.visualization,
          amount: minorToDecimal(alternative),
          currency: context.alternativeCurrency,
        },
      ],
      baseRates: [
        { baseRateUnits: { FareBasis: `${solution.bookingClass}${solution.family.code}${solution.carrier}OW` } },
      ],
    },
    summary: {
      fareType: solution.fareType,
      lastTicketDate: solution.lastTicketDate,
      validatingCarrier: [
        {
          name: context.carrierNames?.[solution.carrier] ?? carrierName(solution.carrier),
          code: solution.carrier,
          ...(context.carrierLogos?.[solution.carrier] === undefined
            ? {}
            : { logo: context.carrierLogos[solution.carrier] }),
        },
      ],
      totalPsgrs: mix.total,
    },
    trips: solution.legs.map((itineraries, leg) => ({
      flights: itineraries.map((itinerary) => {
        const first = itinerary.segments[0] as InventoryFlightSegment;
        const last = itinerary.segments[itinerary.segments.length - 1] as InventoryFlightSegment;
        return {
          tripProductId: flightOptionId(solution, leg, itinerary),
          summary: {
            departure: point(first.from, first.departureLocal, context.language),
            arrival: point(last.to, last.arrivalLocal, context.language),
            segmentsCount: itinerary.segments.length,
            serviceClasses: [serviceClass],
            eft: itinerary.totalMinutes,
            totalWaitBetweenSegs: itinerary.totalWaitMinutes,
          },
          segments: itinerary.segments.map((_, index) =>
            segmentJson(solution, itinerary.segments, index, context.language, context.b2b, context.carrierNames),
          ),
          processedBaggageInfo: processedBaggage(solution),
          isSelected: false,
        };
      }),
    })),
    processedBaggageInfo: processedBaggage(solution),
    isRecommended:
      solution.family.code === "S" &&
      solution.carrier.length === 2 &&
      solution.legs.every((leg) => leg.some((itinerary) => itinerary.stops === 0)),
    isDynamicPackaging: false,
    isSelected: false,
  };
};

/**
 * The flight a package detail shows: the solution and, per leg, the itinerary whose option id is the one chosen on
 * the results page (`ids`, outbound then return); with no ids, the cheapest solution and each leg's first itinerary.
 * Undefined when the chosen flight is not among `solutions`: the detail must not swap in another flight.
 */
export const packageDetailFlight = (
  solutions: readonly InventoryFlightSolution[],
  ids: readonly string[],
): { solution: InventoryFlightSolution; legs: InventoryFlightItinerary[] } | undefined => {
  if (ids.length === 0) {
    const cheapest = [...solutions].sort((a, b) => a.adult.fare - b.adult.fare)[0];
    if (cheapest === undefined) return undefined;
    return { solution: cheapest, legs: cheapest.legs.flatMap((leg) => leg.slice(0, 1)) };
  }
  for (const solution of solutions) {
    if (solution.legs.length !== ids.length) continue;
    const legs = solution.legs.map((leg, index) =>
      leg.find((itinerary) => flightOptionId(solution, index, itinerary) === ids[index]),
    );
    if (legs.every((itinerary) => itinerary !== undefined))
      return { solution, legs: legs as InventoryFlightItinerary[] };
  }
  return undefined;
};

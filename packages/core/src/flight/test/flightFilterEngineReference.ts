/**
 * The plain filter engine that the columnar one (`internal/flightFilterEngine.ts`) replaced: per-object facts and
 * Sets, kept as the reference that the fast path must equal (property-tested in applyFlightFilters.test.ts).
 */
import type { FlightOption, FlightSolution, FlightTrip } from "../../api/index.js";
import { MINUTES_PER_DAY } from "../../dates/index.js";
import type { FlightTimetableBounds } from "../flightTimetable.js";
import { type FlightFacts, flightSolutionFacts } from "../internal/flightFacts.js";
import type { FlightFilterCriteria } from "../internal/flightFilterEngine.js";

const within = (value: number, window: FlightTimetableBounds | null): boolean => {
  if (window === null) return true;
  if (Number.isNaN(value)) return false;
  if (window.from !== null && value < window.from) return false;
  if (window.to !== null && value > window.to) return false;
  const timeOfDay = ((value % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (window.fromTimeOfDay !== null && timeOfDay < window.fromTimeOfDay) return false;
  return !(window.toTimeOfDay !== null && timeOfDay > window.toTimeOfDay);
};

const oneOf = (value: string | null, chosen: ReadonlySet<string> | null): boolean =>
  chosen === null || (value !== null && chosen.has(value));

const setOrNull = (values: readonly string[]): ReadonlySet<string> | null =>
  values.length === 0 ? null : new Set(values);

interface LegMatcher {
  readonly departure: ReadonlySet<string> | null;
  readonly stop: ReadonlySet<string> | null;
  readonly arrival: ReadonlySet<string> | null;
  readonly timetable: FlightFilterCriteria["timetable"][number] | null;
}

/**
 * A flight-level predicate for leg `leg`: stops bucket, airports (departure, every stop, arrival among the chosen),
 * timetable windows, transport (Train when any segment is a train), service class, booking class (any segment), and
 * baggage (the flight's own summary, else the solution's).
 */
const flightMatcher = (criteria: FlightFilterCriteria) => {
  const stops = criteria.stops.length === 0 ? null : new Set<string>(criteria.stops);
  const bookingClasses = setOrNull(criteria.bookingClasses);
  const legs: LegMatcher[] = [0, 1].map((leg) => ({
    departure: setOrNull(criteria.airports[leg]?.departure ?? []),
    stop: setOrNull(criteria.airports[leg]?.stop ?? []),
    arrival: setOrNull(criteria.airports[leg]?.arrival ?? []),
    timetable: criteria.timetable[leg] ?? null,
  }));
  return (facts: FlightFacts, leg: number, solutionHasBaggage: boolean): boolean => {
    const legMatcher = legs[leg];
    if (stops !== null && !stops.has(facts.bucket)) return false;
    if (criteria.transport !== "ALL" && facts.transport !== criteria.transport) return false;
    if (criteria.serviceClass !== "ALL" && facts.serviceClass?.code !== criteria.serviceClass) return false;
    if (bookingClasses !== null && !facts.bookingClasses.some((code) => bookingClasses.has(code))) return false;
    if (criteria.baggage !== "ALL") {
      const hasBaggage = facts.hasBaggage ?? solutionHasBaggage;
      if (hasBaggage !== (criteria.baggage === "WFBA")) return false;
    }
    if (legMatcher !== undefined) {
      if (!oneOf(facts.departureIata, legMatcher.departure)) return false;
      if (!oneOf(facts.arrivalIata, legMatcher.arrival)) return false;
      const stopSet = legMatcher.stop;
      if (stopSet !== null && !facts.stops.every((stop) => stopSet.has(stop.code))) return false;
      if (legMatcher.timetable !== null) {
        if (!within(facts.departureMinutes, legMatcher.timetable.departure)) return false;
        if (!within(facts.arrivalMinutes, legMatcher.timetable.arrival)) return false;
      }
    }
    return true;
  };
};

/**
 * Filters solutions: solution-level rules (price, validating airline) first, then each leg keeps only its matching
 * flights; a solution survives when every leg keeps at least one. Untouched solutions are returned as the same
 * objects; trimmed ones are shallow copies with fewer flights.
 */
export const filterFlightSolutionsReference = <S extends FlightSolution>(
  solutions: readonly S[],
  criteria: FlightFilterCriteria,
): S[] => {
  const airlines = setOrNull(criteria.airlines);
  const minimum = criteria.priceMinimumMinor;
  const maximum = criteria.priceMaximumMinor;
  const matches = flightMatcher(criteria);
  const flightLevel =
    criteria.stops.length > 0 ||
    criteria.transport !== "ALL" ||
    criteria.serviceClass !== "ALL" ||
    criteria.bookingClasses.length > 0 ||
    criteria.baggage !== "ALL" ||
    criteria.airports.some((leg) => leg.departure.length + leg.stop.length + leg.arrival.length > 0) ||
    criteria.timetable.some((leg) => leg.departure !== null || leg.arrival !== null);
  const kept: S[] = [];
  for (const solution of solutions) {
    const trips = solution.trips;
    if (trips.length === 0) continue;
    const facts = flightSolutionFacts(solution);
    const priced = criteria.priceCurrency === null || facts.currency === criteria.priceCurrency;
    if (priced && minimum !== null && !(facts.priceMinor >= minimum)) continue;
    if (priced && maximum !== null && !(facts.priceMinor <= maximum)) continue;
    if (airlines !== null && !facts.airlines.some((airline) => airlines.has(airline.code))) continue;
    if (!flightLevel) {
      if (trips.every((trip) => trip.flights.length > 0)) kept.push(solution);
      continue;
    }
    // Copy a leg's flights only once one fails, so untouched legs and solutions allocate nothing.
    let trimmedTrips: FlightTrip[] | null = null;
    let empty = false;
    for (let leg = 0; leg < trips.length && !empty; leg++) {
      const trip = trips[leg] as FlightTrip;
      const legFacts = facts.legs[leg] as readonly FlightFacts[];
      let flights: FlightOption[] | null = null;
      let count = 0;
      const all = trip.flights;
      for (let index = 0; index < all.length; index++) {
        const flight = all[index] as FlightOption;
        if (matches(legFacts[index] as FlightFacts, leg, facts.hasBaggage)) {
          count++;
          flights?.push(flight);
        } else if (flights === null) {
          flights = all.slice(0, index);
        }
      }
      if (count === 0) empty = true;
      else if (flights !== null) {
        trimmedTrips ??= trips.slice();
        trimmedTrips[leg] = { ...trip, flights };
      }
    }
    if (empty) continue;
    // A trimmed copy differs from S only in holding fewer flights per leg, which S's own trip type allows.
    kept.push(trimmedTrips === null ? solution : ({ ...solution, trips: trimmedTrips } as S));
  }
  return kept;
};

import { describe, expect, it } from "vitest";
import { addDays, dayNumber } from "./days.js";
import { inventoryFlightSolutions } from "./flights.js";

const SAO = ["GRU", "CGH", "VCP"];
const NYC = ["JFK", "EWR", "LGA"];

/** Searches of the busy pair across a year, both ways, round trips and one-way, year end included. */
const SEARCHES = [
  "2027-01-03",
  "2027-02-14",
  "2027-03-29",
  "2027-05-09",
  "2027-06-20",
  "2027-07-31",
  "2027-09-11",
  "2027-10-23",
  "2027-12-04",
  "2027-12-27",
].map((departure, index) => ({
  originAirports: index % 2 === 0 ? SAO : NYC,
  destinationAirports: index % 2 === 0 ? NYC : SAO,
  dates: index % 3 === 2 ? [departure] : [departure, addDays(departure, 6)],
  cabin: "ALL" as const,
  today: "2026-12-02",
}));
const CASES = SEARCHES.map(
  (query) => [`${query.originAirports[0]}–${query.destinationAirports[0]} ${query.dates.join(" / ")}`, query] as const,
);

describe("the busy pair, São Paulo – New York", () => {
  it.each(CASES)(
    "answers exactly 10,000 solutions whose legs leave on the days searched, each flight with a number of its own: %s",
    (_, query) => {
      const solutions = inventoryFlightSolutions(1, query);
      expect(solutions).toHaveLength(10_000);
      const flightOfNumber = new Map<string, string>();
      const problems: string[] = [];
      for (const solution of solutions) {
        const legNumbers = solution.legs.map((itineraries, leg) => {
          const numbers = new Set<string>();
          for (const itinerary of itineraries) {
            const day = Math.floor((itinerary.segments[0]?.departureLocal ?? 0) / 1440);
            if (day !== dayNumber(query.dates[leg] ?? ""))
              problems.push(`${solution.id} leg ${leg} leaves on day ${day}`);
            const own = new Set<string>();
            for (const segment of itinerary.segments) {
              const number = `${segment.marketingCarrier}${segment.flightNumber}`;
              const minute = segment.departureLocal - Math.floor(segment.departureLocal / 1440) * 1440;
              const flight = `${segment.from}-${segment.to} at ${minute}`;
              const known = flightOfNumber.get(number);
              if (known !== undefined && known !== flight) problems.push(`${number} flies ${known} and ${flight}`);
              flightOfNumber.set(number, flight);
              if (own.has(number)) problems.push(`${solution.id} flies ${number} twice in a row`);
              own.add(number);
              numbers.add(number);
            }
          }
          return numbers;
        });
        const [outbound, back] = legNumbers;
        for (const number of back ?? []) {
          if (outbound?.has(number) === true) problems.push(`${solution.id} flies ${number} both ways`);
        }
      }
      expect(problems.slice(0, 5)).toEqual([]);
    },
    60_000,
  );
});

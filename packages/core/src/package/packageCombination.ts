import type { FlightSolution } from "../api/flightSolution.js";
import type { HotelCluster } from "../api/hotelCluster.js";
import type { PackageCombination, PackageSearchReply } from "../api/packageSearchReply.js";

/**
 * Which flight solution and which hotel a package combination names (core's `PackageSearchReply` decisions).
 *
 * A combination names its flight solution by its legs: the first solution of `flights` whose outbound leg holds
 * `outbound` and whose return leg holds `return` (null: a one-way solution, no return leg).
 */

/** The parts of a reply a combination is read against. */
export type PackageReplyParts = Pick<PackageSearchReply, "flights" | "hotels" | "recommended">;

const legHolds = (solution: FlightSolution, leg: number, tripProductId: string): boolean =>
  solution.trips[leg]?.flights.some((flight) => flight.tripProductId === tripProductId) === true;

/**
 * The index in `flights` of the solution that holds both legs, or -1.
 *
 * @example packageFlightSolutionIndex(reply.flights, "F-1-out", "F-1-ret") // 0
 */
export const packageFlightSolutionIndex = (
  flights: readonly FlightSolution[],
  outbound: string,
  returnId: string | null,
): number =>
  flights.findIndex(
    (solution) =>
      legHolds(solution, 0, outbound) &&
      (returnId === null ? solution.trips.length < 2 : legHolds(solution, 1, returnId)),
  );

/** The hotel a combination names, with the rate, or undefined. */
export const packageHotelOf = (
  hotels: readonly HotelCluster[],
  hotelDetailId: string,
  rateId: string,
):
  | { readonly hotel: HotelCluster; readonly index: number; readonly rate: HotelCluster["rates"][number] }
  | undefined => {
  const index = hotels.findIndex((hotel) => hotel.hotelDetailId === hotelDetailId);
  const hotel = hotels[index];
  const rate = hotel?.rates.find((item) => item.tripProductID === rateId);
  return hotel === undefined || rate === undefined ? undefined : { hotel, index, rate };
};

/** Whether a combination names a solution and a hotel rate of the reply. */
export const packageCombinationValid = (reply: PackageReplyParts, combination: PackageCombination): boolean =>
  packageFlightSolutionIndex(reply.flights, combination.outbound, combination.return) >= 0 &&
  packageHotelOf(reply.hotels, combination.hotelDetailId, combination.rateId) !== undefined;

/**
 * A solution's default legs: its first flight on each leg (null return for a one-way solution), or null when a leg
 * has no flight.
 */
export const packageSolutionLegs = (
  solution: FlightSolution,
): { readonly outbound: string; readonly return: string | null } | null => {
  const outbound = solution.trips[0]?.flights[0]?.tripProductId;
  if (outbound === undefined) return null;
  if (solution.trips.length < 2) return { outbound, return: null };
  const returnId = solution.trips[1]?.flights[0]?.tripProductId;
  return returnId === undefined ? null : { outbound, return: returnId };
};

/**
 * The combination the page starts with: the reply's `recommended` one when it names a solution and a hotel rate of
 * the reply; otherwise the first solution's first flights with the first hotel's first rate; null when the reply has
 * no complete combination (no flights or no hotels with a rate).
 *
 * @example packageInitialChoice(reply) // reply.recommended, when it is valid
 */
export const packageInitialChoice = (reply: PackageReplyParts): PackageCombination | null => {
  if (reply.recommended !== null && packageCombinationValid(reply, reply.recommended)) return reply.recommended;
  const legs = reply.flights.map(packageSolutionLegs).find((found) => found !== null);
  const hotel = reply.hotels.find((item) => item.rates.length > 0);
  const rate = hotel?.rates[0];
  if (legs === undefined || legs === null || hotel === undefined || rate === undefined) return null;
  return { ...legs, hotelDetailId: hotel.hotelDetailId, rateId: rate.tripProductID };
};

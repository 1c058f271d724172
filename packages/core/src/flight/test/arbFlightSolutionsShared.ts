import { fc } from "@fast-check/vitest";
import { FlightSolution } from "../../api/index.js";
import { arbFromSchema } from "../../test/arbFromSchema.js";

const AIRPORTS = ["EZE", "MAD", "GRU", "SCL"];
const CARRIERS = ["AR", "IB", "LA"];
const BOOKING = ["Y", "B", "M"];

const pick = (pool: readonly string[], code: string): string =>
  pool[(code.codePointAt(0) ?? 0) % pool.length] as string;

/** Replaces codes from a few small pools, so that random solutions share airports, carriers and booking classes. */
const narrow = (value: unknown, key = ""): unknown => {
  if (Array.isArray(value)) return value.map((item) => narrow(item, key));
  if (value === null || typeof value !== "object") {
    if (typeof value !== "string" || value === "") return value;
    if (key === "IATA") return pick(AIRPORTS, value);
    if (key === "bookingClass") return pick(BOOKING, value);
    return value;
  }
  const entries = Object.entries(value).map(([name, item]) => {
    if ((name === "validatingCarrier" || name === "marketingCarrier") && item !== null && typeof item === "object") {
      const narrowCarrier = (carrier: { code: string; name?: string }) => ({
        ...carrier,
        code: pick(CARRIERS, carrier.code),
      });
      return [name, Array.isArray(item) ? item.map(narrowCarrier) : narrowCarrier(item as { code: string })];
    }
    return [name, narrow(item, name)];
  });
  return Object.fromEntries(entries);
};

/** Random solutions whose codes come from small pools (so filters and option counts meet real overlaps). */
export const arbSharedFlightSolutions = (maxLength: number): fc.Arbitrary<FlightSolution[]> =>
  fc.array(
    arbFromSchema(FlightSolution, { money: ["amount"] }).map((solution) => narrow(solution) as FlightSolution),
    { maxLength },
  );

/** The code pools, for filters that pick among them (plus one code no solution has). */
export const SHARED_CODES: { readonly airports: string[]; readonly carriers: string[]; readonly booking: string[] } = {
  airports: [...AIRPORTS, "XXX"],
  carriers: [...CARRIERS, "ZZ"],
  booking: [...BOOKING, "Q"],
};

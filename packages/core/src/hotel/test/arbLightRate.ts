import fc from "fast-check";
import type { HotelRate } from "../../api/hotelRate.js";

/** Test-only: a cheap rate with just the fields cards read (a whole HotelRate drawn from its Schema is slow in bulk). */
export const arbLightRate: fc.Arbitrary<HotelRate> = fc.record({
  id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
  tripProductID: fc.constant("t"),
  rooms: fc.constantFrom([{ type: { name: "Doble" } }], [{ type: { name: "Suite" } }], []),
  board: fc.record({ code: fc.constantFrom("1", "2", "3", "5"), name: fc.constantFrom("RO", "BB", "AI", "HB") }),
  prices: fc.record({ gross: fc.record({ amount: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100) }) }),
  availability: fc.constantFrom("CNF", "ORQ", "ALL"),
  supplier: fc.record({ code: fc.constantFrom("HB", "TO", "EX") }),
});

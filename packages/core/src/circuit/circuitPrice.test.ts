import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CircuitRoomType } from "../api/circuit.js";
import { CIRCUIT_ROOM_CAPACITY, CIRCUIT_ROOM_CODES } from "./circuitCodes.js";
import { circuitDefaultRooms, circuitDeparturePrice, circuitRoomsFit } from "./circuitPrice.js";
import { arbCircuitParty } from "./test/arbitraries.js";

const arbRoomTypes: fc.Arbitrary<CircuitRoomType[]> = fc
  .tuple(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 30_000 }))
  .map(([single, triple]) => [
    { code: "single", supplementMinor: single },
    { code: "double", supplementMinor: 0 },
    { code: "triple", supplementMinor: -triple },
  ]);
const arbChoice = fc.array(fc.constantFrom(...CIRCUIT_ROOM_CODES), { minLength: 1, maxLength: 5 });
const arbDeparture = fc.record({
  date: fc.constant("2027-05-04"),
  seatsLeft: fc.integer({ min: 9, max: 40 }),
  priceMinor: fc.integer({ min: 50_000, max: 900_000 }),
});

describe("circuit departure price", () => {
  test.prop([arbCircuitParty], { numRuns: 1000 })("the default rooms sleep the party", ({ travellers, rooms }) => {
    expect(circuitRoomsFit(circuitDefaultRooms(travellers, rooms), travellers, rooms)).toBe(true);
  });

  test.prop([arbDeparture, arbRoomTypes, arbChoice], { numRuns: 1000 })(
    "every traveller pays the departure's price plus their room's supplement",
    (departure, types, choice) => {
      const travellers = choice.reduce((sum, code) => sum + CIRCUIT_ROOM_CAPACITY[code], 0);
      const price = circuitDeparturePrice({ ...departure, seatsLeft: 40 }, types, choice, travellers);
      const supplement = (code: string) => types.find((type) => type.code === code)?.supplementMinor ?? 0;
      const expected = choice.reduce(
        (sum, code) => sum + CIRCUIT_ROOM_CAPACITY[code] * (departure.priceMinor + supplement(code)),
        0,
      );
      expect(price._tag === "priced" && price.totalMinor).toBe(expected);
    },
  );

  test.prop([arbDeparture, arbRoomTypes, arbChoice, fc.nat(2)], { numRuns: 1000 })(
    "a double split into two singles costs two single supplements more",
    (departure, types, choice, at) => {
      const withDouble = [...choice.slice(0, at), "double" as const, ...choice.slice(at)];
      const split = [...choice.slice(0, at), "single" as const, "single" as const, ...choice.slice(at)];
      const travellers = withDouble.reduce((sum, code) => sum + CIRCUIT_ROOM_CAPACITY[code], 0);
      const a = circuitDeparturePrice({ ...departure, seatsLeft: 40 }, types, withDouble, travellers);
      const b = circuitDeparturePrice({ ...departure, seatsLeft: 40 }, types, split, travellers);
      const single = types[0]?.supplementMinor ?? 0;
      expect(a._tag === "priced" && b._tag === "priced" && b.totalMinor - a.totalMinor).toBe(2 * single);
    },
  );

  test.prop([arbDeparture, arbRoomTypes, arbChoice, fc.integer({ min: 1, max: 9 })], { numRuns: 1000 })(
    "rooms that do not sleep the party, and departures without the seats, are not priced",
    (departure, types, choice, travellers) => {
      const fits = circuitRoomsFit(choice, travellers, choice.length);
      const price = circuitDeparturePrice(departure, types, choice, travellers);
      expect(price._tag === "priced").toBe(fits);
      expect(circuitDeparturePrice({ ...departure, seatsLeft: 0 }, types, choice, travellers)._tag).toBe("soldOut");
      expect(circuitDeparturePrice({ ...departure, seatsLeft: travellers - 1 }, types, choice, travellers)._tag).toBe(
        travellers === 1 ? "soldOut" : "notEnoughSeats",
      );
    },
  );

  it("says which room type the circuit does not offer", () => {
    const price = circuitDeparturePrice(
      { date: "2027-05-04", seatsLeft: 9, priceMinor: 100_000 },
      [{ code: "double", supplementMinor: 0 }],
      ["triple"],
      3,
    );
    expect(price).toEqual({ _tag: "roomNotOffered", code: "triple" });
    expect(circuitDefaultRooms(3, 2)).toEqual(["double", "single"]);
  });
});

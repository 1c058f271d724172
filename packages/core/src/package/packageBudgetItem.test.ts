import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatPackageRateId, packageBudgetItem, parsePackageRateId } from "./packageBudgetItem.js";
import { arbPackageReply } from "./test/packageReplies.js";

const arbId = fc.string({ minLength: 1, maxLength: 40 }).filter((id) => !id.includes(","));

describe("package rate id", () => {
  test.prop([fc.record({ outbound: arbId, return: fc.option(arbId, { nil: null }), hotelRate: arbId })], {
    numRuns: 1000,
  })("reads back what it wrote", (parts) => {
    expect(parsePackageRateId(formatPackageRateId(parts))).toEqual(parts);
  });

  test.prop([fc.string()], { numRuns: 1000 })("any text parses or gives null, never throws", (text) => {
    const parsed = parsePackageRateId(text);
    if (parsed !== null) expect(formatPackageRateId(parsed)).toBe(text);
  });

  it("refuses a single id, empty parts and more than three parts", () => {
    expect(parsePackageRateId("F-a")).toBeNull();
    expect(parsePackageRateId("F-a,,H")).toBeNull();
    expect(parsePackageRateId("a,b,c,d")).toBeNull();
  });
});

describe("packageBudgetItem", () => {
  test.prop([arbPackageReply], { numRuns: 1000 })(
    "one flightHotel product carrying both flights, the hotel rate, the rooms and the stay",
    (reply) => {
      const choice = reply.recommended;
      const item = packageBudgetItem(reply.search, choice, reply.searchDestinationId);
      expect(item.product).toBe("flightHotel");
      expect(parsePackageRateId(item.rateId)).toEqual({
        outbound: choice.outbound,
        return: choice.return,
        hotelRate: choice.rateId,
      });
      expect(item.occupancy).toBe(reply.search.rooms);
      expect(item.destinationId).toBe("CUN");
      expect(item.parameters).toMatchObject({
        hotelDetailId: choice.hotelDetailId,
        hotelCheckIn: reply.search.hotelStay.checkIn,
        hotelCheckOut: reply.search.hotelStay.checkOut,
      });
    },
  );
});

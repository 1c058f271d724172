import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { money } from "../../money/money.js";
import { parseHotelResultsUrl } from "../../routes/hotelResultsUrl.js";
import type { RepriceAlternative } from "./repriceLines.js";
import { withdrawnItemOffer } from "./withdrawnItemOffer.js";

const arbAlternatives: fc.Arbitrary<readonly RepriceAlternative[]> = fc.array(
  fc.record({
    rateId: fc.string({ minLength: 1, maxLength: 8 }),
    title: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    price: fc.nat(1_000_000).map((minor) => money(minor, "USD")),
  }),
  { maxLength: 3 },
);

const arbHotelItem: fc.Arbitrary<BudgetItem> = fc
  .record({
    checkIn: arbNearCalendarDate,
    nights: fc.integer({ min: 1, max: 20 }),
    adults: fc.integer({ min: 1, max: 4 }),
    destinationId: fc.constantFrom("MAD", "BCN", "4521"),
    index: fc.nat(9),
  })
  .map(({ checkIn, nights, adults, destinationId, index }) => ({
    id: "1",
    product: "hotel",
    rateId: `H${index}`,
    destinationId,
    occupancy: `${adults}-0`,
    parameters: { checkIn, checkOut: addDaysToCalendarDate(checkIn, nights) },
  }));

const arbItem: fc.Arbitrary<BudgetItem | undefined> = fc.oneof(
  arbHotelItem,
  fc.constantFrom(undefined, { id: "2", product: "house", rateId: "V1" }, { id: "3", product: "flightHotel" }),
);

describe("withdrawnItemOffer", () => {
  test.prop([arbItem, arbAlternatives], { numRuns: 1000 })(
    "with the related-rates switch off, offers nothing, whatever the supplier sent",
    (item, alternatives) => {
      expect(withdrawnItemOffer(item, alternatives, false)).toEqual({ _tag: "RelatedRatesOff" });
    },
  );

  test.prop([arbItem, arbAlternatives], { numRuns: 1000 })(
    "with it on, offers every alternative sent, and a hotel rate's related-rates search on the item's own stay",
    (item, alternatives) => {
      const offer = withdrawnItemOffer(item, alternatives, true);
      if (offer._tag === "RelatedRatesOff") throw new Error("the switch is on");
      if (offer._tag === "NoAlternatives") {
        expect(alternatives).toEqual([]);
        expect(item?.product).not.toBe("hotel");
        return;
      }
      expect(offer.alternatives).toEqual(alternatives);
      if (item?.product !== "hotel") {
        expect(offer.relatedRatesUrl).toBeNull();
        return;
      }
      const read = parseHotelResultsUrl(offer.relatedRatesUrl ?? "");
      if (read._tag !== "Success") throw new Error(`not a results URL: ${offer.relatedRatesUrl}`);
      expect(read.success.route.options.baseRate).toBe(item.rateId);
      expect([read.success.route.checkIn, read.success.route.checkOut]).toEqual([
        item.parameters?.checkIn,
        item.parameters?.checkOut,
      ]);
    },
  );

  it("a hotel added before its stay was sent offers only the alternatives sent", () => {
    const item = { id: "1", product: "hotel", rateId: "H1", destinationId: "MAD", occupancy: "2-0" };
    expect(withdrawnItemOffer(item, [], true)).toEqual({ _tag: "NoAlternatives" });
  });
});

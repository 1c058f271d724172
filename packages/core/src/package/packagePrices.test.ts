import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { flightSolutionPrice } from "../flight/flightPrices.js";
import { money } from "../money/money.js";
import { packageFlightSolutionIndex, packageHotelOf } from "./packageCombination.js";
import { packageHotelRatePrice, packagePriceVariations, packageTotal } from "./packagePrices.js";
import { arbPackageReply, present, sampleReply } from "./test/packageReplies.js";

describe("packageTotal", () => {
  test.prop([arbPackageReply], { numRuns: 1000 })("is the chosen solution's price plus the chosen rate's", (reply) => {
    const choice = reply.recommended;
    const solution = present(reply.flights[packageFlightSolutionIndex(reply.flights, choice.outbound, choice.return)]);
    const rate = present(packageHotelOf(reply.hotels, choice.hotelDetailId, choice.rateId)).rate;
    const flight = present(flightSolutionPrice(solution));
    const hotel = present(packageHotelRatePrice(rate, "USD"));
    expect(packageTotal(reply, choice)).toEqual({ flight, hotel, total: money(flight.minor + hotel.minor, "USD") });
  });

  it("is null when a part cannot be read or is in another currency", () => {
    fc.assert(
      fc.property(arbPackageReply, (reply) => {
        const choice = reply.recommended;
        expect(packageTotal(reply, { ...choice, rateId: "none" }).total).toBeNull();
        expect(packageTotal({ ...reply, currency: "EUR" }, choice).total).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it("adds integer minor units: 0.10 + 0.20 is exactly 0.30", () => {
    const reply = sampleReply(7);
    const choice = reply.recommended;
    const solution = packageFlightSolutionIndex(reply.flights, choice.outbound, choice.return);
    const hotel = present(packageHotelOf(reply.hotels, choice.hotelDetailId, choice.rateId));
    const flights = reply.flights.map((item, index) =>
      index === solution
        ? { ...item, prices: { totalPrices: [{ type: "NMO.GBL.RPT.GRS", amount: 0.1, currency: "USD" }] } }
        : item,
    );
    const hotels = reply.hotels.map((item, index) =>
      index === hotel.index
        ? { ...item, rates: item.rates.map((rate) => ({ ...rate, prices: { gross: { amount: 0.2 } } })) }
        : item,
    );
    expect(packageTotal({ ...reply, flights, hotels }, choice).total).toEqual(money(30, "USD"));
  });
});

describe("packagePriceVariations", () => {
  test.prop([arbPackageReply], { numRuns: 1000 })(
    "each alternative's difference added to the current total is that alternative's total; the chosen ones are zero",
    (reply) => {
      const choice = reply.recommended;
      const current = packageTotal(reply, choice);
      const variations = packagePriceVariations(reply, choice, "es");
      expect(variations.flights).toHaveLength(reply.flights.length);
      expect(variations.hotels).toHaveLength(reply.hotels.length);
      reply.flights.forEach((solution, index) => {
        const view = present(variations.flights[index]);
        const signed = view.sign * view.difference.minor;
        expect(present(current.flight).minor + signed).toBe(present(flightSolutionPrice(solution)).minor);
        expect(view.symbol).toBe(view.sign > 0 ? "+" : view.sign < 0 ? "-" : "");
      });
      reply.hotels.forEach((hotel, index) => {
        const view = present(variations.hotels[index]);
        const rate =
          hotel.hotelDetailId === choice.hotelDetailId ? choice.rateId : present(hotel.rates[0]).tripProductID;
        const price = present(packageHotelOf(reply.hotels, hotel.hotelDetailId, rate)).rate;
        expect(present(current.hotel).minor + view.sign * view.difference.minor).toBe(
          present(packageHotelRatePrice(price, "USD")).minor,
        );
        if (hotel.hotelDetailId === choice.hotelDetailId) expect(view.isNotZero).toBe(false);
      });
      const chosen = packageFlightSolutionIndex(reply.flights, choice.outbound, choice.return);
      expect(variations.flights[chosen]?.isNotZero).toBe(false);
    },
  );

  it("shows a cheaper hotel as '-' with 'menos' and a dearer one as '+' with 'más'", () => {
    const reply = sampleReply(3);
    const base = present(reply.hotels[0]);
    const hotels = [100, 50, 175].map((amount, index) => ({
      ...base,
      hotelDetailId: `X${index}`,
      rates: [{ ...present(base.rates[0]), tripProductID: `XR${index}`, prices: { gross: { amount } } }],
    }));
    const choice = { ...reply.recommended, hotelDetailId: "X0", rateId: "XR0" };
    const views = packagePriceVariations({ ...reply, hotels }, choice, "es").hotels;
    expect(views.map((view) => view?.symbol)).toEqual(["", "-", "+"]);
    expect(views[1]).toMatchObject({ key: "flight.priceLess", params: { currency: "USD", value: "50,00" } });
    expect(views[2]).toMatchObject({ key: "flight.priceMore", params: { currency: "USD", value: "75,00" } });
  });
});

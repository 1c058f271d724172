import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { PackageDetailReply } from "../api/catalog.js";
import { arbNearCalendarDate } from "../dates/test/arbitraries.js";
import { hotelDetailLocation } from "../hotel/hotelDetailLocation.js";
import { packageDetailView } from "./packageDetailView.js";

const sample: PackageDetailReply = {
  done: true,
  id: "PK100234-20270302-6-BUE-2",
  checkIn: "2027-03-02",
  checkOut: "2027-03-08",
  nights: 6,
  passengers: { adults: 2, children: 0 },
  origin: { id: "BUE", name: "Buenos Aires" },
  destination: { id: "CZM", name: "Cozumel" },
  serviceHotel: {
    serviceInfo: { any: { HotelSearchRate: { HotelDetailId: "100234", tripProductID: "R-1" } } },
    name: "Hotel Sol & Mar",
    stars: 4,
    address: ["Av. Rafael Melgar 10", "Cozumel"],
    image: "/img/hotels/100234-1.jpg",
    board: { code: "2", name: "Desayuno incluido" },
    price: { amount: 820.5, currency: "USD" },
  },
  serviceFlight: {
    carrier: { code: "AR", name: "Aerolíneas Argentinas" },
    fareFamily: "Economy Plus",
    stops: 1,
    segments: [{ from: "AEP", to: "CUN", flightNumber: "AR1300" }],
    price: { amount: 1500, currency: "USD" },
  },
  price: { amount: 2320.5, currency: "USD" },
};

const arbReply = fc
  .record({
    checkIn: arbNearCalendarDate,
    nights: fc.integer({ min: -3, max: 30 }),
    adults: fc.integer({ min: 0, max: 9 }),
    children: fc.integer({ min: 0, max: 3 }),
    hotelId: fc.string({ maxLength: 8 }),
    name: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    stars: fc.option(fc.integer({ min: -2, max: 9 }), { nil: undefined }),
    amount: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  })
  .map(({ checkIn, nights, adults, children, hotelId, name, stars, amount }) => {
    const out = new Date(`${checkIn}T00:00:00Z`);
    out.setUTCDate(out.getUTCDate() + nights);
    const reply: PackageDetailReply = {
      ...sample,
      checkIn,
      checkOut: out.toISOString().slice(0, 10),
      nights,
      passengers: { adults, children },
      serviceHotel: {
        ...sample.serviceHotel,
        serviceInfo: { any: { HotelSearchRate: { HotelDetailId: hotelId } } },
        ...(name === undefined ? {} : { name }),
        ...(stars === undefined ? {} : { stars }),
        price: { amount, currency: "USD" },
      },
    };
    return reply;
  });

describe("packageDetailView", () => {
  it("shows the route, dates, travellers, hotel, flight and total of the demo's reply", () => {
    const view = packageDetailView(sample);
    expect(view).toMatchObject({
      origin: "Buenos Aires",
      destination: "Cozumel",
      checkIn: "02/03/2027",
      checkOut: "08/03/2027",
      nights: 6,
      travellers: 2,
      total: { minor: 232_050, currency: "USD" },
      flight: { carrier: "Aerolíneas Argentinas", stops: 1, price: { minor: 150_000, currency: "USD" } },
    });
    expect(view.hotel).toMatchObject({
      hotelDetailId: "100234",
      stars: 4,
      address: "Av. Rafael Melgar 10",
      board: "Desayuno incluido",
      price: { minor: 82_050, currency: "USD" },
      detailUrl: "/hotel/details/hotel-sol-mar/100234/2027-03-02/2027-03-08/2-0/CZM",
    });
  });

  it("lists every leg of the flight: the outbound and the return, or the outbound alone when the reply names one", () => {
    expect(packageDetailView(sample).flight?.legs).toEqual([
      { stops: 1, segments: [{ from: "AEP", to: "CUN", flightNumber: "AR1300" }] },
    ]);
    const legs = [
      { stops: 0, segments: [{ from: "EZE", to: "CUN", flightNumber: "AD100" }] },
      {
        stops: 1,
        segments: [
          { from: "CUN", to: "GRU", flightNumber: "AD201" },
          { from: "GRU", to: "EZE", flightNumber: "AD202" },
        ],
      },
    ];
    const view = packageDetailView({
      ...sample,
      serviceFlight: { ...(sample.serviceFlight as NonNullable<PackageDetailReply["serviceFlight"]>), legs },
    });
    expect(view.flight?.legs).toEqual(legs);
  });

  it("a reply with only the hotel detail id still shows, with nothing invented", () => {
    const view = packageDetailView({
      serviceHotel: { serviceInfo: { any: { HotelSearchRate: { HotelDetailId: "9" } } } },
    });
    expect(view).toEqual({
      origin: null,
      destination: null,
      checkIn: null,
      checkOut: null,
      nights: null,
      travellers: null,
      hotel: {
        hotelDetailId: "9",
        name: null,
        stars: 0,
        address: null,
        image: null,
        board: null,
        price: null,
        detailUrl: null,
      },
      flight: null,
      total: null,
    });
  });

  test.prop([arbReply], { numRuns: 1000 })(
    "a hotel link, when there is one, opens that hotel's detail for the package's stay and adults",
    (reply) => {
      expect(Schema.decodeUnknownResult(PackageDetailReply)(reply)._tag).toBe("Success");
      const view = packageDetailView(reply);
      expect(view.hotel.stars).toBeGreaterThanOrEqual(0);
      expect(view.hotel.stars).toBeLessThanOrEqual(5);
      const linkable =
        (reply.nights ?? 0) > 0 &&
        reply.passengers?.children === 0 &&
        (reply.passengers?.adults ?? 0) >= 1 &&
        reply.serviceHotel.serviceInfo.any.HotelSearchRate.HotelDetailId.trim() !== "";
      expect(view.hotel.detailUrl !== null).toBe(linkable);
      if (view.hotel.detailUrl === null) return;
      const location = hotelDetailLocation(view.hotel.detailUrl);
      if (Result.isFailure(location)) throw new Error(location.failure.key);
      expect(location.success.detail).toMatchObject({
        id: reply.serviceHotel.serviceInfo.any.HotelSearchRate.HotelDetailId,
        checkIn: reply.checkIn,
        checkOut: reply.checkOut,
        occupancy: [{ adults: reply.passengers?.adults, children: 0, ages: [] }],
      });
    },
  );
});

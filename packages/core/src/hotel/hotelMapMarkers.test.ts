import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HotelCluster } from "../api/hotelCluster.js";
import { isMapLatLng } from "../map/webMercator.js";
import { formatMoney } from "../money/formatMoney.js";
import { money } from "../money/money.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { hotelMapCenter, hotelMapMarkers } from "./hotelMapMarkers.js";
import { arbLightRate } from "./test/arbLightRate.js";

// A Schema's finite numbers are rarely a place on Earth: most clusters get coordinates within the map's range.
const arbPlace = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
const arbCluster = fc
  .tuple(
    arbFromSchema(HotelCluster, { money: ["amount"] }),
    fc.array(arbLightRate, { maxLength: 6 }),
    fc.option(arbPlace, { nil: undefined, freq: 4 }),
  )
  .map(([cluster, rates, place]) => ({ ...cluster, ...place, rates }));
const arbContext = fc.record({
  currency: fc.constantFrom("USD", "ARS", "EUR"),
  nights: fc.integer({ min: 1, max: 30 }),
  basis: fc.constantFrom("perNight" as const, "totalStay" as const),
  language: fc.constantFrom("es" as const, "en" as const, "pt" as const),
});

const hotel = (id: string, latitude: number, longitude: number, amounts: number[]): HotelCluster => ({
  name: `Hotel ${id}`,
  hotelDetailId: id,
  latitude,
  longitude,
  rating: { value: 4 },
  rates: amounts.map((amount, index) => ({
    id: `${id}-${index}`,
    tripProductID: `${id}-${index}`,
    rooms: [],
    board: { code: "1", name: "Solo alojamiento" },
    prices: { gross: { amount } },
  })),
});

describe("hotelMapMarkers", () => {
  test.prop([fc.array(arbCluster, { maxLength: 8 }), arbContext], { numRuns: 1000 })(
    "one marker per placeable, enabled hotel, in order, priced with the cheapest rate in the chosen basis",
    (clusters, context) => {
      const markers = hotelMapMarkers(clusters, context);
      const placed = clusters.filter((c) => c.disabled !== true && isMapLatLng(c.latitude, c.longitude));
      expect(markers.map((m) => m.id)).toEqual(placed.map((c) => c.hotelDetailId));
      markers.forEach((marker, index) => {
        const cluster = placed[index] as HotelCluster;
        const totals = cluster.rates.map((rate) => Math.round(rate.prices.gross.amount * 100));
        if (totals.length === 0) {
          expect(marker.price).toBeNull();
          expect(marker.priceLabel).toBeNull();
          return;
        }
        const shown = totals.map((total) =>
          context.basis === "totalStay" ? total : Math.round(total / context.nights),
        );
        expect(marker.price).toEqual(money(Math.min(...shown), context.currency));
        expect(marker.priceLabel).toBe(formatMoney(marker.price ?? money(0, "X"), context.language));
      });
    },
  );

  it("writes the price per night or for the stay, with the currency symbol, and skips hotels it cannot place", () => {
    const clusters = [
      hotel("1", 40.42, -3.7, [300, 240.5]),
      hotel("2", 0, 0, [100]),
      { ...hotel("3", 40.4, -3.69, [90]), disabled: true },
      hotel("4", 40.41, -3.71, []),
    ];
    const perNight = hotelMapMarkers(clusters, {
      currency: "EUR",
      currencySymbol: "€",
      nights: 2,
      basis: "perNight",
      language: "es",
    });
    expect(perNight.map((m) => [m.id, m.priceLabel, m.stars])).toEqual([
      ["1", "€ 120,25", 4],
      ["4", null, 4],
    ]);
    const total = hotelMapMarkers(clusters, { currency: "EUR", nights: 2, basis: "totalStay", language: "en" });
    expect(total[0]?.priceLabel).toBe("EUR 240.50");
  });

  test.prop(
    [
      fc.array(
        fc.record({
          latitude: fc.double({ min: -80, max: 80, noNaN: true }),
          longitude: fc.double({ min: -179, max: 179, noNaN: true }),
        }),
        { maxLength: 20 },
      ),
    ],
    { numRuns: 1000 },
  )("the centre without a point of interest lies within the markers' box", (markers) => {
    const center = hotelMapCenter(markers, null);
    if (markers.length === 0) {
      expect(center).toBeNull();
      return;
    }
    const lats = markers.map((m) => m.latitude);
    const lngs = markers.map((m) => m.longitude);
    expect(center?.latitude).toBeGreaterThanOrEqual(Math.min(...lats));
    expect(center?.latitude).toBeLessThanOrEqual(Math.max(...lats));
    expect(center?.longitude).toBeGreaterThanOrEqual(Math.min(...lngs));
    expect(center?.longitude).toBeLessThanOrEqual(Math.max(...lngs));
  });

  it("opens on the point of interest when there is one", () => {
    const poi = { latitude: 40.4153, longitude: -3.6845 };
    expect(hotelMapCenter([{ latitude: 40, longitude: -3 }], poi)).toEqual(poi);
    expect(hotelMapCenter([], { latitude: 0, longitude: 0 })).toBeNull();
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { FlightSolution } from "../api/flightSolution.js";
import { translate } from "../locale/index.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { flightCardView } from "./flightCardView.js";
import { option, segment, solution } from "./test/flightFixtures.js";

const night = solution(
  900,
  [
    [
      option("out-1", [
        segment("EZE", "GRU", "20270301T2210", "20270302T0100", {
          operatingCarrier: { name: "LATAM", code: "LA" },
          bookingClass: "Q",
          equipmentType: { description: "Boeing 787" },
          nocturnalFlight: true,
        }),
        segment("GRU", "MIA", "20270302T0330", "20270302T1140", { changePlane: true }),
      ]),
    ],
    [option("back-1", [segment("MIA", "EZE", "20270310T0900", "20270310T2000")])],
  ],
  { processedBaggageInfo: { hasBaggage: true, details: { qty: 1, unit: "PC" } } },
);
const fared = {
  ...night,
  summary: { ...night.summary, fareType: "PUB", lastTicketDate: "2027-02-20" },
  prices: {
    ...night.prices,
    baseRates: [{ baseRateUnits: { FareBasis: "QLAR" } }, { baseRateUnits: { FareBasis: "QLAR" } }],
  },
};

describe("flightCardView", () => {
  it("shows IDA and VUELTA with cities, dd/MM/yyyy dates, HH:mm with +N, duration and stops", () => {
    const card = flightCardView(night, false);
    expect(card.legs.map((leg) => [leg.labelKey, leg.fromCity, leg.toCity, leg.date])).toEqual([
      ["flight.outbound", "EZE", "MIA", "01/03/2027"],
      ["flight.inbound", "MIA", "EZE", "10/03/2027"],
    ]);
    const out = card.legs[0]?.options[0];
    expect(out).toMatchObject({
      departureTime: "22:10",
      arrivalTime: "11:40+1",
      duration: "13h 30m",
      stops: 1,
      carriers: ["Aerolíneas"],
      operatedBy: ["LATAM"],
      bookingClasses: [],
      notices: ["changePlane", "nocturnalFlight"],
      baggage: { key: "flight.luggagePieces", params: { qty: 1, desc: null } },
    });
    expect(out?.segments[0]).toMatchObject({
      arrivalTime: "01:00+1",
      equipment: "Boeing 787",
      connectionWait: "2h 30m",
      bookingClass: null,
      flightNumber: "AR100",
    });
    expect(out?.segments[1]?.connectionWait).toBeNull();
  });

  it("has the fare details with dd/MM/yyyy dates", () => {
    expect(flightCardView(fared, false).fare).toEqual({
      fareType: "PUB",
      lastTicketDate: "20/02/2027",
      fareBasis: ["QLAR"],
    });
  });

  it("carries the validating carriers' logos, each once, and none when the API names none", () => {
    const logo = "/images/uploads/0b9c6f1e-3d0a-4e39-9c2e-2f5b8a1d7c44.img";
    const withLogos = {
      ...night,
      summary: {
        ...night.summary,
        validatingCarrier: [
          { name: "Aerolíneas Argentinas", code: "AR", logo },
          { name: "Aerolíneas Argentinas", code: "AR", logo },
          { name: "LATAM", code: "LA" },
        ],
      },
    };
    expect(flightCardView(withLogos, false).logos).toEqual([logo]);
    expect(flightCardView(withLogos, false).validatingCarriers).toEqual(["Aerolíneas Argentinas", "LATAM"]);
    expect(flightCardView(night, false).logos).toEqual([]);
  });

  it("shows booking classes to B2B only", () => {
    expect(flightCardView(night, true).legs[0]?.options[0]?.bookingClasses).toEqual(["Q"]);
    expect(flightCardView(night, true).legs[0]?.options[0]?.segments[0]?.bookingClass).toBe("Q");
  });

  it("names a known class of service by its catalog key, whatever the supplier's description, else by that text", () => {
    const classed = (code: string | undefined, summaryCode?: string) => {
      const withCode = (value: string | undefined) => ({
        description: "Económica",
        ...(value === undefined ? {} : { code: value }),
      });
      const direct = option("out-1", [
        segment("EZE", "MIA", "20270301T2210", "20270302T0600", { serviceClass: withCode(code) }),
      ]);
      const flight = { ...direct, summary: { ...direct.summary, serviceClasses: [withCode(summaryCode)] } };
      return flightCardView(solution(900, [[flight]]), false).legs[0]?.options[0];
    };
    const eco = classed("NMO.GBL.SCL.ECO");
    expect(eco?.serviceClass).toEqual({ key: "flight.cabinEco" });
    expect(eco?.segments[0]?.serviceClass).toEqual({ key: "flight.cabinEco" });
    expect(translate("en", "flight.cabinEco")).toBe("Economy");
    expect(classed(undefined, "NMO.GBL.SCL.BSN")?.serviceClass).toEqual({ key: "flight.cabinBsn" });
    expect(classed("NMO.GBL.SCL.ECO", "NMO.GBL.SCL.FST")?.serviceClass).toEqual({ key: "flight.cabinFst" });
    expect(classed("NMO.GBL.SCL.PEY")?.serviceClass).toEqual({ text: "Económica" });
    expect(classed(undefined)?.serviceClass).toEqual({ text: "Económica" });
    expect(classed(undefined)?.segments[0]?.serviceClass).toEqual({ text: "Económica" });
  });

  test.prop(
    [fc.oneof(fc.constantFrom("ECO", "BSN", "FST", "ALL", "constructor", "__proto__"), fc.string()), fc.string()],
    {
      numRuns: 1000,
    },
  )(
    "a class of service is a catalog key exactly when its code is NMO.GBL.SCL.ECO, BSN or FST",
    (cabin, description) => {
      const code = `NMO.GBL.SCL.${cabin}`;
      const view = flightCardView(
        solution(900, [
          [
            option("out-1", [
              segment("EZE", "MIA", "20270301T2210", "20270302T0600", { serviceClass: { description, code } }),
            ]),
          ],
        ]),
        false,
      ).legs[0]?.options[0];
      const keys = { ECO: "flight.cabinEco", BSN: "flight.cabinBsn", FST: "flight.cabinFst" } as const;
      const expected =
        cabin === "ECO" || cabin === "BSN" || cabin === "FST"
          ? { key: keys[cabin] }
          : description === ""
            ? null
            : { text: description };
      expect(view?.serviceClass).toEqual(expected);
      expect(view?.segments[0]?.serviceClass).toEqual(expected);
    },
  );

  test.prop([arbFromSchema(FlightSolution, { money: ["amount"] }), fc.boolean()], { numRuns: 1000 })(
    "any solution gives a card with a leg per trip (at most 2) and an option per flight, never throwing",
    (any, b2b) => {
      const card = flightCardView(any, b2b);
      expect(card.legs.length).toBe(Math.min(2, any.trips.length));
      card.legs.forEach((leg, index) => {
        expect(leg.options.map((item) => item.tripProductId)).toEqual(
          any.trips[index]?.flights.map((flight) => flight.tripProductId),
        );
        for (const item of leg.options) if (!b2b) expect(item.bookingClasses).toEqual([]);
      });
    },
  );
});

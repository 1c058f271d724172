import { describe, expect, test } from "vitest";
import { FLIGHT_NOTICE_MESSAGE_KEYS, flightNotices, flightSegmentNotices } from "./flightNotices.js";
import { segment } from "./test/flightFixtures.js";

describe("flight notices", () => {
  test("flags and derived changes, each once, in display order", () => {
    const segments = [
      segment("EZE", "GRU", "20261201T2300", "20261202T0200", { nocturnalFlight: true }),
      segment("CGH", "MAD", "20261202T0800", "20261202T2000", { changePlane: true }),
      segment("MAD", "BCN", "20261203T0800", "20261203T1000", { segmentType: "Train", changeTrain: true }),
    ];
    expect(flightSegmentNotices(segments, "AEP")).toEqual([
      ["otherAirport", "nocturnalFlight"],
      ["changeAirport", "changePlane"],
      ["changeTrain", "changeTransport"],
    ]);
    expect(flightNotices(segments, "AEP")).toEqual([
      "otherAirport",
      "changeAirport",
      "changePlane",
      "changeTrain",
      "changeTransport",
      "nocturnalFlight",
    ]);
    expect(flightNotices(segments)).not.toContain("otherAirport");
    expect(
      flightNotices([
        segment("EZE", "MIA", "20261201T1000", "20261201T1800", { changeAirport: true, changeTransport: true }),
      ]),
    ).toEqual(["changeAirport", "changeTransport"]);
    expect(FLIGHT_NOTICE_MESSAGE_KEYS.nocturnalFlight).toBe("flight.noticeNightFlight");
  });
});

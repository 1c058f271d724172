import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { FlightBaggageInfo, FlightOption, FlightSegment, FlightSolution } from "./flightSolution.js";
import { sampleFlightSegment, sampleFlightSolution } from "./test/flightSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("FlightSegment", FlightSegment, arbFromSchema(FlightSegment), [
  sampleFlightSegment,
  { ...sampleFlightSegment, segmentType: "Train", changeTrain: true, baggageInformation: {} },
]);
schemaLaws("FlightBaggageInfo", FlightBaggageInfo, arbFromSchema(FlightBaggageInfo), [
  { hasBaggage: false },
  { hasBaggage: true, details: { qty: 23, unit: "KG" } },
]);
schemaLaws("FlightOption", FlightOption, arbFromSchema(FlightOption), sampleFlightSolution.trips[0]?.flights ?? []);
schemaLaws("FlightSolution", FlightSolution, arbFromSchema(FlightSolution), [sampleFlightSolution]);

describe("FlightSolution errors", () => {
  it("names the bad field deep in a segment", () => {
    const bad = JSON.parse(JSON.stringify(sampleFlightSolution)) as {
      trips: { flights: { segments: { departure: object }[] }[] }[];
    };
    const segment = bad.trips[0]?.flights[0]?.segments[0];
    if (segment) segment.departure = { dateTime: 20261201 };
    expectDecodeFailureAt(FlightSolution, bad, ["trips", 0, "flights", 0, "segments", 0, "departure", "dateTime"]);
  });
});

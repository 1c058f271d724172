import { fc } from "@fast-check/vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  FlightCalendarReply,
  FlightRuleDetail,
  FlightRulesReply,
  FlightSearchReply,
  FlightSearchRequest,
} from "./flightSearchReply.js";
import { sampleFlightFilters, sampleFlightSolution } from "./test/flightSamples.js";
import { schemaLaws } from "./test/schemaLaws.js";

const sampleRule = {
  tripProductId: "TP-1",
  fareTypes: [{ name: "Publicada" }],
  lastTicketDate: "2026-11-25",
  validatingCarriers: [{ name: "Aerolíneas Argentinas", code: "AR" }],
  baseUnitRates: [{ FareBasis: "YOWAR" }],
  availability: [{ bookingClass: "Y", seats: 4 }],
  restrictions: [{ ageType: "NMO.GBL.AGT.ADT", text: "No reembolsable." }],
  rules: [{ category: { description: "Cambios" }, text: "Permitidos con cargo." }],
};

schemaLaws(
  "FlightSearchReply",
  FlightSearchReply,
  arbFromSchema(FlightSearchReply),
  [
    {
      done: true,
      flights: { solutions: [sampleFlightSolution], filters: sampleFlightFilters, searchDestinationId: "MDZ" },
    },
    { done: false },
  ],
  // A whole reply nests solutions, legs and segments, each of which has its own 1,000-run laws in its own file;
  // 300 runs of the full reply keep the folder within its time budget.
  { numRuns: 300 },
);
schemaLaws("FlightCalendarReply", FlightCalendarReply, arbFromSchema(FlightCalendarReply), [
  {
    done: true,
    flights: [
      { departureDate: "2026-12-01", returnDate: "2026-12-08", price: { amount: 512.3, currency: "USD" } },
      { departureDate: "2026-12-02", returnDate: "2026-12-08" },
    ],
  },
]);
schemaLaws("FlightRuleDetail", FlightRuleDetail, arbFromSchema(FlightRuleDetail), [sampleRule]);
schemaLaws("FlightRulesReply", FlightRulesReply, arbFromSchema(FlightRulesReply), [
  { done: true, rules: { details: { flight: [sampleRule] } } },
  { done: false },
]);
schemaLaws("FlightSearchRequest", FlightSearchRequest, fc.record({ url: fc.webUrl() }), [
  { url: "/flight/results/BUE/1-0/BUE/Mendoza/MDZ/2026-12-01;2026-12-08/0/0/ALL/ALL/NONE" },
]);

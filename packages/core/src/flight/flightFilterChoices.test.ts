import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { money } from "../money/money.js";
import { flightSearchFiltersDefault } from "../routes/flightSearchFilters.js";
import { arbFlightSearchFilters } from "../routes/test/arbitraries.js";
import { flightFilterChoiceSet } from "./flightFilterChoiceSet.js";
import {
  flightFilterChoiceGroups,
  flightFilterPanelSections,
  flightPriceRangeCurrency,
} from "./flightFilterChoices.js";
import type { FlightPanelOptions } from "./flightFilterOptions.js";
import { type FlightFilterSection, flightFilterPanel } from "./flightFilterPanel.js";

const price = fc.option(
  fc.nat(900_000).map((minor) => money(minor, "USD")),
  { nil: null },
);
const airport = fc.record({
  code: fc.constantFrom("EZE", "MIA", "GRU"),
  name: fc.constantFrom("Ezeiza", "Miami"),
  quantity: fc.nat(40),
});
const airports = fc.uniqueArray(airport, { selector: (option) => option.code, maxLength: 3 });
const arbOptions: fc.Arbitrary<FlightPanelOptions> = fc.record({
  priceRange: fc.constant(null),
  airlines: fc.uniqueArray(
    fc.record({
      code: fc.constantFrom("AR", "AA", "IB"),
      name: fc.constantFrom("Aerolíneas", "American"),
      quantity: fc.nat(40),
      from: price,
    }),
    { selector: (option) => option.code },
  ),
  stops: fc.constant([
    { bucket: "direct", numberOfStops: 0, quantity: 5, from: null },
    { bucket: "one", numberOfStops: 1, quantity: 3, from: money(30000, "USD") },
    { bucket: "twoOrMore", numberOfStops: 2, quantity: 1, from: null },
  ] as const),
  baggage: fc.constant([
    { code: "ALL", quantity: 9 },
    { code: "WFBA", quantity: 4 },
    { code: "NB", quantity: 5 },
  ] as const),
  serviceClasses: fc.uniqueArray(
    fc.record({
      code: fc.constantFrom("NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "PREMIUM"),
      name: fc.constantFrom("", "Económica", "Premium"),
      quantity: fc.option(fc.nat(40), { nil: null }),
    }),
    { selector: (option) => option.code },
  ),
  bookingClasses: fc.uniqueArray(fc.record({ code: fc.constantFrom("Y", "B"), quantity: fc.nat(9) }), {
    selector: (option) => option.code,
  }),
  airports: fc.array(fc.record({ departure: airports, stop: airports, arrival: airports }), {
    minLength: 1,
    maxLength: 2,
  }),
  segmentsTypes: fc.constant([
    { code: "ALL", quantity: 9 },
    { code: "Air", quantity: 8 },
    { code: "Train", quantity: 1 },
  ] as const),
  timetable: fc.constant([]),
  total: fc.nat(99),
});
const arbPanel = fc
  .record({
    variant: fc.constantFrom("plain", "phone", "fixedServiceClass"),
    b2b: fc.boolean(),
    segmentTypesEnabled: fc.boolean(),
    oneWay: fc.boolean(),
  } as const)
  .map(flightFilterPanel);

describe("flightFilterChoiceGroups and flightFilterChoiceSet", () => {
  test.prop([arbPanel, arbFlightSearchFilters, arbOptions, fc.boolean()], { numRuns: 300 })(
    "each choice shows the filters' state; ticking it selects it from page 1, unticking a checkbox clears it",
    (panel, filters, options, isAgent) => {
      for (const section of flightFilterPanelSections(panel, isAgent))
        for (const group of flightFilterChoiceGroups(section, panel, filters, options, isAgent)) {
          expect(new Set(group.choices.map((choice) => choice.code)).size).toBe(group.choices.length);
          for (const choice of group.choices) {
            const ticked = flightFilterChoiceSet(filters, group.target, choice.code, true);
            expect(ticked.pagination.currentPage).toBe(1);
            const find = (next: typeof filters) =>
              flightFilterChoiceGroups(section, panel, next, options, isAgent)
                .find((again) => again.target === group.target)
                ?.choices.find((again) => again.code === choice.code);
            expect(find(ticked)?.selected).toBe(true);
            if (group.input === "checkbox")
              expect(find(flightFilterChoiceSet(filters, group.target, choice.code, false))?.selected).toBe(false);
          }
        }
    },
  );

  test.prop([arbPanel, fc.boolean()], { numRuns: 200 })("the booking class shows to agents only", (panel, isAgent) => {
    const sections = flightFilterPanelSections(panel, isAgent);
    expect(sections.includes("bookingClass")).toBe(isAgent && panel.sections.includes("bookingClass"));
    expect(sections.filter((section) => section !== "bookingClass")).toEqual(
      panel.sections.filter((section) => section !== "bookingClass"),
    );
  });

  it("labels, counts and from-prices of each section", () => {
    const panel = flightFilterPanel({ b2b: true, segmentTypesEnabled: true, oneWay: false });
    const options: FlightPanelOptions = {
      priceRange: { minimum: money(30000, "USD"), maximum: money(90000, "USD") },
      airlines: [{ code: "AR", name: "Aerolíneas", quantity: 3, from: money(30000, "USD") }],
      stops: [{ bucket: "twoOrMore", numberOfStops: 3, quantity: 2, from: null }],
      baggage: [{ code: "WFBA", quantity: 4 }],
      serviceClasses: [{ code: "NMO.GBL.SCL.BSN", name: "Business", quantity: null }],
      bookingClasses: [{ code: "Y", quantity: 1 }],
      airports: [{ departure: [{ code: "EZE", name: "Ezeiza", quantity: 3 }], stop: [], arrival: [] }],
      segmentsTypes: [{ code: "Train", quantity: 1 }],
      timetable: [],
      total: 7,
    };
    const groups = (section: FlightFilterSection, isAgent = true) =>
      flightFilterChoiceGroups(section, panel, flightSearchFiltersDefault, options, isAgent);
    expect(groups("airlines")[0]?.choices).toEqual([
      { code: "AR", label: { text: "Aerolíneas" }, count: 3, from: money(30000, "USD"), selected: false },
    ]);
    expect(groups("stops")[0]?.choices[0]).toMatchObject({ code: "2", label: { key: "flight.stopsTwoOrMore" } });
    expect(groups("baggage")[0]?.choices[0]?.label).toEqual({ key: "flight.baggageIncluded" });
    expect(groups("segmentsTypes")[0]?.choices[0]?.label).toEqual({ key: "flight.transportTrain" });
    expect(groups("serviceClass")[0]?.choices).toEqual([
      { code: "ALL", label: { key: "flightTools.serviceClassAll" }, count: 7, from: null, selected: true },
      { code: "NMO.GBL.SCL.BSN", label: { key: "flight.cabinBsn" }, count: null, from: null, selected: false },
    ]);
    expect(groups("airports")).toMatchObject([
      { target: "airports.0.departure", idPart: "airport-0-departure", legend: "flight.airportsDeparture", leg: 0 },
    ]);
    expect(groups("airports")[0]?.choices[0]?.label).toEqual({ text: "Ezeiza (EZE)" });
    expect(groups("bookingClass", false)).toEqual([]);
    expect(groups("priceRange")).toEqual([]);
    expect(
      flightFilterChoiceSet(flightSearchFiltersDefault, "airports.1.arrival", "EZE", true).airports[1].arrival,
    ).toEqual(["EZE"]);
    expect(flightPriceRangeCurrency(flightSearchFiltersDefault, options)).toBe("USD");
    expect(flightPriceRangeCurrency(flightSearchFiltersDefault, { ...options, priceRange: null })).toBeNull();
  });
});

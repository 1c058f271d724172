import type {
  FlightBaggageInfo,
  FlightCalendarReply,
  FlightOption,
  FlightPoint,
  FlightRuleDetail,
  FlightRulesReply,
  FlightSearchFilterOptions,
  FlightSearchReply,
  FlightSegment,
  FlightSolution,
} from "@travesia/core";
import fc from "fast-check";
import {
  arbApiCount,
  arbApiDate,
  arbApiDecimal,
  arbApiFlightTime,
  arbApiId,
  arbApiText,
  arbCurrencyCode,
  arbStruct,
} from "./arbStruct.js";

const small = { maxLength: 3 };
const arbIata = fc.stringMatching(/^[A-Z]{3}$/);
const arbCarrier = fc.record({ name: arbApiText, code: fc.stringMatching(/^[A-Z0-9]{2}$/) });
const arbServiceClass = arbStruct(
  { description: fc.constantFrom("Económica", "Business", "Primera") },
  { code: fc.constantFrom("NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "NMO.GBL.SCL.FST") },
);
const arbMinutes = fc.integer({ min: 0, max: 2000 });

/** A departure or arrival point with a `YYYYMMDDTHHmm` time. */
export const arbFlightPoint: fc.Arbitrary<FlightPoint> = fc.record({
  dateTime: arbApiFlightTime,
  destinations: fc.record({
    airport: fc.record({ IATA: arbIata, name: arbApiText }),
    city: arbStruct({ name: arbApiText }, { code: arbIata }),
  }),
});

/** The processed luggage summary (with or without details). */
export const arbFlightBaggageInfo: fc.Arbitrary<FlightBaggageInfo> = arbStruct(
  { hasBaggage: fc.boolean() },
  {
    details: arbStruct(
      { qty: fc.integer({ min: 0, max: 3 }) },
      { unit: fc.constantFrom("KG", "LB"), desc: arbApiText },
    ),
  },
);

/** A segment, air or train, with every spec 002 §3 field sometimes present. */
export const arbFlightSegment: fc.Arbitrary<FlightSegment> = arbStruct(
  {
    segmentType: fc.constantFrom("Air", "Train"),
    flightNumber: fc.stringMatching(/^[0-9]{2,4}$/),
    marketingCarrier: arbCarrier,
    departure: arbFlightPoint,
    arrival: arbFlightPoint,
  },
  {
    operatingCarrier: arbCarrier,
    avlStatus: fc.constantFrom("OK", "HK", "WL"),
    serviceClass: arbServiceClass,
    bookingClass: fc.stringMatching(/^[A-Z]$/),
    equipmentType: fc.record({ description: arbApiText }),
    nocturnalFlight: fc.boolean(),
    eft: arbMinutes,
    waitTime: arbMinutes,
    changeTrain: fc.boolean(),
    changeTransport: fc.boolean(),
    changePlane: fc.boolean(),
    changeAirport: fc.boolean(),
    baggageInformation: arbStruct(
      {},
      {
        baggageOnHold: arbStruct(
          {},
          {
            pieces: fc.integer({ min: 0, max: 3 }),
            weight: fc.constantFrom(15, 23, 32),
            weightUnit: fc.constantFrom("KG", "LB"),
            description: arbApiText,
          },
        ),
      },
    ),
  },
);

/** A flight option of a leg; `segmentsCount` matches its segments. */
export const arbFlightOption: fc.Arbitrary<FlightOption> = fc
  .tuple(
    fc.array(arbFlightSegment, { minLength: 1, maxLength: 3 }),
    arbStruct(
      { tripProductId: arbApiId, departure: arbFlightPoint, arrival: arbFlightPoint },
      { serviceClasses: fc.array(arbServiceClass, small), eft: arbMinutes, totalWaitBetweenSegs: arbMinutes },
    ),
    arbStruct({}, { processedBaggageInfo: arbFlightBaggageInfo, isSelected: fc.boolean() }),
  )
  .map(([segments, { tripProductId, ...summary }, extra]) => ({
    tripProductId,
    summary: { ...summary, segmentsCount: segments.length },
    segments,
    ...extra,
  }));

const arbTyped = (type: string) =>
  fc.record({ type: fc.constant(type), amount: arbApiDecimal, currency: arbCurrencyCode });

/** A flight solution: net (host), tax, gross, charge and sometimes a VGR entry; one or two legs. */
export const arbFlightSolution: fc.Arbitrary<FlightSolution> = arbStruct(
  {
    prices: arbStruct(
      {
        totalPrices: fc
          .tuple(
            fc.record({ host: fc.constant(true), amount: arbApiDecimal, currency: arbCurrencyCode }),
            arbTyped("NMO.GBL.RPT.TAX"),
            arbTyped("NMO.GBL.RPT.GRS"),
            arbTyped("NMO.GBL.RPT.CHG"),
            fc.array(arbTyped("NMO.GBL.RPT.VGR"), { maxLength: 1 }),
          )
          .map(([net, tax, gross, charge, vgr]) => [net, tax, gross, charge, ...vgr]),
      },
      { baseRates: fc.array(fc.record({ baseRateUnits: fc.record({ FareBasis: arbApiId }) }), small) },
    ),
    summary: arbStruct(
      {
        validatingCarrier: fc.array(arbCarrier, { minLength: 1, maxLength: 2 }),
        totalPsgrs: fc.integer({ min: 1, max: 9 }),
      },
      { fareType: arbApiText, lastTicketDate: arbApiDate },
    ),
    trips: fc.array(fc.record({ flights: fc.array(arbFlightOption, { minLength: 1, maxLength: 2 }) }), {
      minLength: 1,
      maxLength: 2,
    }),
  },
  {
    processedBaggageInfo: arbFlightBaggageInfo,
    isRecommended: fc.boolean(),
    isDynamicPackaging: fc.boolean(),
    isSelected: fc.boolean(),
  },
);

const arbOption = arbStruct({ code: arbApiId, name: arbApiText }, { quantity: arbApiCount });
const arbCount = arbStruct({ code: arbApiId }, { quantity: arbApiCount });
const arbHHmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const arbFilterDate = arbApiDate.map((value) => ({ value, formatted: value.split("-").reverse().join("/") }));
const arbWindow = arbStruct({ from: arbHHmm, to: arbHHmm }, { from_date: arbFilterDate, to_date: arbFilterDate });

/** The filter options of a flight search (spec 002 §3 Flight filters). */
export const arbFlightSearchFilterOptions: fc.Arbitrary<FlightSearchFilterOptions> = arbStruct(
  {},
  {
    priceRange: fc.record({ minimum: arbApiDecimal, maximum: arbApiDecimal, currency: arbCurrencyCode }),
    serviceClasses: fc.array(fc.record({ code: arbApiId, name: arbApiText }), small),
    airlines: fc.array(arbOption, small),
    stops: fc.tuple(
      ...[0, 1, 2].map((numberOfStops) =>
        arbStruct(
          { quantity: arbApiCount, numberOfStops: fc.constant(numberOfStops) },
          { from: fc.record({ currency: arbCurrencyCode, amount: arbApiDecimal }) },
        ),
      ),
    ),
    bookingClasses: fc.array(arbCount, small),
    airports: fc.array(
      fc.record({
        departure: fc.array(arbOption, small),
        stop: fc.array(arbOption, small),
        arrival: fc.array(arbOption, small),
      }),
      { maxLength: 2 },
    ),
    baggage: fc.array(arbStruct({ code: fc.constantFrom("ALL", "WFBA", "NB") }, { quantity: arbApiCount }), small),
    segmentsTypes: fc.array(
      arbStruct({ code: fc.constantFrom("ALL", "Air", "Train") }, { quantity: arbApiCount }),
      small,
    ),
    timetable: fc.array(fc.record({ departure: arbWindow, arrival: arbWindow }), { maxLength: 2 }),
    dates: fc.array(arbApiDate, { maxLength: 2 }),
    pagination: fc.record({
      currentPage: fc.integer({ min: 1, max: 50 }),
      countPages: fc.integer({ min: 0, max: 50 }),
    }),
    sorting: fc.constantFrom("PRICE:ASC" as const, "RELEVANCY:DESC" as const, "DURATION:ASC" as const),
    selected: arbStruct(
      {},
      {
        airline: fc.array(arbApiId, small),
        baggage: fc.constantFrom("ALL", "WFBA", "NB"),
        segmentsTypes: fc.constantFrom("ALL", "Air", "Train"),
        serviceClass: fc.constantFrom("ALL", "NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "NMO.GBL.SCL.FST"),
        bookingClass: fc.array(fc.stringMatching(/^[A-Z]$/), small),
        priceRange: fc.record({ minimum: arbApiDecimal, maximum: arbApiDecimal }),
      },
    ),
  },
);

/** A flight search reply with up to 3 solutions. */
export const arbFlightSearchReply: fc.Arbitrary<FlightSearchReply> = arbStruct(
  { done: fc.boolean() },
  {
    flights: arbStruct(
      { solutions: fc.array(arbFlightSolution, small) },
      { filters: arbFlightSearchFilterOptions, searchDestinationId: arbApiId },
    ),
    xTotalCount: arbApiCount,
    xPendingResults: fc.constantFrom("true", "false", true, false),
    ttl: fc.option(fc.integer({ min: 1, max: 3600 }), { nil: null }),
  },
);

/** A flexible-dates calendar reply. */
export const arbFlightCalendarReply: fc.Arbitrary<FlightCalendarReply> = arbStruct(
  { done: fc.boolean() },
  {
    flights: fc.array(
      arbStruct(
        { departureDate: arbApiDate },
        { returnDate: arbApiDate, price: fc.record({ amount: arbApiDecimal, currency: arbCurrencyCode }) },
      ),
      { maxLength: 7 },
    ),
  },
);

/** Fare details and rules of one flight. */
export const arbFlightRuleDetail: fc.Arbitrary<FlightRuleDetail> = arbStruct(
  {
    fareTypes: fc.array(fc.record({ name: arbApiText }), { minLength: 1, maxLength: 2 }),
    restrictions: fc.array(
      fc.record({
        ageType: fc.constantFrom("NMO.GBL.AGT.ADT", "NMO.GBL.AGT.CHD", "NMO.GBL.AGT.INF"),
        text: arbApiText,
      }),
      small,
    ),
    rules: fc.array(fc.record({ category: fc.record({ description: arbApiText }), text: arbApiText }), small),
  },
  {
    tripProductId: arbApiId,
    lastTicketDate: arbApiDate,
    validatingCarriers: fc.array(arbCarrier, small),
    baseUnitRates: fc.array(fc.record({ FareBasis: arbApiId }), small),
    availability: fc.array(fc.record({ bookingClass: fc.stringMatching(/^[A-Z]$/), seats: fc.nat({ max: 9 }) }), small),
  },
);

/** A rules reply. */
export const arbFlightRulesReply: fc.Arbitrary<FlightRulesReply> = arbStruct(
  { done: fc.boolean() },
  { rules: fc.record({ details: fc.record({ flight: fc.array(arbFlightRuleDetail, small) }) }) },
);

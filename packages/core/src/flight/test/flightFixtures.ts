import type { FlightOption, FlightSegment, FlightSolution } from "../../api/index.js";

/** A segment from `from` to `to` (IATA codes), leaving at `dateTime` (`YYYYMMDDTHHmm`). */
export const segment = (
  from: string,
  to: string,
  departure: string,
  arrival: string,
  extra: Partial<FlightSegment> = {},
): FlightSegment => ({
  segmentType: "Air",
  flightNumber: "100",
  marketingCarrier: { name: "Aerolíneas", code: "AR" },
  departure: {
    dateTime: departure,
    destinations: { airport: { IATA: from, name: `${from} airport` }, city: { name: from } },
  },
  arrival: { dateTime: arrival, destinations: { airport: { IATA: to, name: `${to} airport` }, city: { name: to } } },
  ...extra,
});

/** A flight option made of segments. */
export const option = (
  tripProductId: string,
  segments: readonly FlightSegment[],
  extra: Partial<FlightOption> = {},
): FlightOption => {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (first === undefined || last === undefined) throw new Error("a flight needs a segment");
  return {
    tripProductId,
    summary: { departure: first.departure, arrival: last.arrival, segmentsCount: segments.length },
    segments,
    ...extra,
  };
};

/** A solution priced `gross` (decimal) in USD with net = gross, charge and tax given, and its legs. */
export const solution = (
  gross: number,
  trips: readonly (readonly FlightOption[])[],
  extra: Partial<FlightSolution> & { readonly carriers?: readonly string[]; readonly charge?: number } = {},
): FlightSolution => {
  const { carriers = ["AR"], charge = 0, ...rest } = extra;
  return {
    prices: {
      totalPrices: [
        { host: true, amount: gross, currency: "USD" },
        { type: "NMO.GBL.RPT.TAX", amount: gross / 10, currency: "USD" },
        { type: "NMO.GBL.RPT.GRS", amount: gross, currency: "USD" },
        { type: "NMO.GBL.RPT.CHG", amount: charge, currency: "USD" },
      ],
    },
    summary: { validatingCarrier: carriers.map((code) => ({ name: `Carrier ${code}`, code })), totalPsgrs: 1 },
    trips: trips.map((flights) => ({ flights })),
    ...rest,
  };
};

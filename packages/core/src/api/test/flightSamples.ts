/** Hand-written flight replies in spec 002 §3's shape. */

const point = (dateTime: string, iata: string, airport: string, city: string) => ({
  dateTime,
  destinations: { airport: { IATA: iata, name: airport }, city: { name: city, code: iata } },
});

export const sampleFlightSegment = {
  segmentType: "Air",
  flightNumber: "1234",
  marketingCarrier: { name: "Aerolíneas Argentinas", code: "AR" },
  operatingCarrier: { name: "Austral", code: "AU" },
  avlStatus: "OK",
  departure: point("20261201T2330", "AEP", "Aeroparque", "Buenos Aires"),
  arrival: point("20261202T0210", "MDZ", "El Plumerillo", "Mendoza"),
  serviceClass: { description: "Económica", code: "NMO.GBL.SCL.ECO" },
  bookingClass: "Y",
  equipmentType: { description: "Boeing 737-800" },
  nocturnalFlight: true,
  eft: 160,
  waitTime: 0,
  changeTrain: false,
  changeTransport: false,
  changePlane: false,
  changeAirport: false,
  baggageInformation: { baggageOnHold: { pieces: 1, weight: 23, weightUnit: "KG", description: "1 valija" } },
};

export const sampleFlightSolution = {
  prices: {
    totalPrices: [
      { host: true, amount: 850.4, currency: "USD" },
      { type: "NMO.GBL.RPT.TAX", amount: 120.1, currency: "USD" },
      { type: "NMO.GBL.RPT.GRS", amount: 970.5, currency: "USD" },
      { type: "NMO.GBL.RPT.CHG", amount: 50, currency: "USD" },
      { type: "NMO.GBL.RPT.VGR", amount: 970500, currency: "ARS" },
    ],
    baseRates: [{ baseRateUnits: { FareBasis: "YOWAR" } }],
  },
  summary: {
    fareType: "Publicada",
    lastTicketDate: "2026-11-25",
    validatingCarrier: [{ name: "Aerolíneas Argentinas", code: "AR" }],
    totalPsgrs: 2,
  },
  trips: [
    {
      flights: [
        {
          tripProductId: "TP-1",
          summary: {
            departure: sampleFlightSegment.departure,
            arrival: sampleFlightSegment.arrival,
            segmentsCount: 1,
            serviceClasses: [{ description: "Económica" }],
            eft: 160,
            totalWaitBetweenSegs: 0,
          },
          segments: [sampleFlightSegment],
          processedBaggageInfo: { hasBaggage: true, details: { qty: 1, desc: "23 kg" } },
        },
      ],
    },
  ],
  processedBaggageInfo: { hasBaggage: false },
  isRecommended: true,
  isDynamicPackaging: false,
  isSelected: false,
};

export const sampleFlightFilters = {
  priceRange: { minimum: 400, maximum: 1800.5, currency: "USD" },
  serviceClasses: [{ code: "NMO.GBL.SCL.ECO", name: "Económica" }],
  airlines: [{ code: "AR", name: "Aerolíneas Argentinas", quantity: 12 }],
  stops: [
    { quantity: 5, numberOfStops: 0, from: { currency: "USD", amount: 400 } },
    { quantity: 7, numberOfStops: 1, from: { currency: "USD", amount: 520 } },
    { quantity: 0, numberOfStops: 2 },
  ],
  bookingClasses: [{ code: "Y", quantity: 4 }],
  airports: [
    {
      departure: [{ code: "AEP", name: "Aeroparque", quantity: 8 }],
      stop: [{ code: "COR", name: "Córdoba", quantity: 2 }],
      arrival: [{ code: "MDZ", name: "El Plumerillo", quantity: 12 }],
    },
  ],
  baggage: [{ code: "ALL" }, { code: "WFBA", quantity: 6 }, { code: "NB", quantity: 6 }],
  segmentsTypes: [{ code: "Air", quantity: 12 }],
  timetable: [
    {
      departure: { from: "06:00", to: "23:00", from_date: { value: "2026-12-01", formatted: "01/12/2026" } },
      arrival: { from: "00:00", to: "23:59" },
    },
  ],
  dates: ["2026-12-01", "2026-12-08"],
  pagination: { currentPage: 1, countPages: 4 },
  sorting: "PRICE:ASC",
  selected: { airline: ["AR"], baggage: "WFBA", priceRange: { minimum: 400, maximum: 900 } },
};

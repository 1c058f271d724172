import {
  CIRCUIT_ROOM_CAPACITY,
  type CircuitDeparture,
  type CircuitItineraryDay,
  type CircuitRegion,
  type CircuitRoomType,
  circuitDeparturePrice,
  circuitRoomsOfBudgetItem,
} from "@travesia/core";
import { Result } from "effect";
import { addDays, dayNumber, weekdayOf } from "./days.js";
import { type PlaceCity, type PlaceName, type PlaceRegion, placeCity } from "./places.js";
import { chance, intBetween, rngFor } from "./prng.js";

/** A circuit of the demo world: its name and its stops (a city and the nights spent there), in order. */
export interface InventoryCircuit {
  readonly id: string;
  readonly name: PlaceName;
  readonly stops: readonly { readonly city: PlaceCity; readonly nights: number }[];
  readonly region: CircuitRegion;
  /** Days of the trip: the nights plus the last morning. */
  readonly days: number;
  /** Weekday its departures leave on (0 Sunday). */
  readonly weekday: number;
  /** USD minor units per person per day in a double room, before the season. */
  readonly dailyUsd: number;
  readonly offersTriple: boolean;
}

type Row = readonly [string, string, string, readonly (readonly [string, number])[]];

// Hand-written routes over the demo world's cities, as tour operators sell them.
const ROWS: readonly Row[] = [
  [
    "Joyas de España",
    "Jewels of Spain",
    "Joias da Espanha",
    [
      ["MAD", 2],
      ["SVQ", 2],
      ["GRX", 1],
      ["BCN", 2],
    ],
  ],
  [
    "España y Portugal",
    "Spain and Portugal",
    "Espanha e Portugal",
    [
      ["MAD", 2],
      ["LIS", 2],
      ["OPO", 1],
      ["SCQ", 1],
      ["MAD", 1],
    ],
  ],
  [
    "Italia clásica",
    "Classic Italy",
    "Itália clássica",
    [
      ["ROM", 3],
      ["FLR", 2],
      ["VCE", 2],
      ["MIL", 1],
    ],
  ],
  [
    "París y Países Bajos",
    "Paris and the Low Countries",
    "Paris e Países Baixos",
    [
      ["PAR", 3],
      ["BRU", 1],
      ["AMS", 2],
    ],
  ],
  [
    "Europa central",
    "Central Europe",
    "Europa central",
    [
      ["BER", 2],
      ["PRG", 2],
      ["VIE", 2],
      ["BUD", 2],
    ],
  ],
  [
    "Gran tour de Europa",
    "Grand tour of Europe",
    "Grande tour da Europa",
    [
      ["LON", 2],
      ["PAR", 3],
      ["ZRH", 1],
      ["VCE", 1],
      ["FLR", 1],
      ["ROM", 3],
    ],
  ],
  [
    "Grecia e islas",
    "Greece and its islands",
    "Grécia e ilhas",
    [
      ["ATH", 2],
      ["JMK", 2],
      ["JTR", 3],
    ],
  ],
  [
    "Capitales escandinavas",
    "Scandinavian capitals",
    "Capitais escandinavas",
    [
      ["CPH", 2],
      ["OSL", 2],
      ["STO", 2],
    ],
  ],
  [
    "Portugal completo",
    "Portugal at length",
    "Portugal completo",
    [
      ["LIS", 3],
      ["FAO", 2],
      ["OPO", 2],
    ],
  ],
  [
    "Alpes y Baviera",
    "The Alps and Bavaria",
    "Alpes e Baviera",
    [
      ["MUC", 2],
      ["ZRH", 2],
      ["GVA", 1],
      ["FRA", 1],
    ],
  ],
  [
    "Europa imperial y Estambul",
    "Imperial Europe and Istanbul",
    "Europa imperial e Istambul",
    [
      ["VIE", 2],
      ["BUD", 2],
      ["IST", 3],
    ],
  ],
  [
    "Europa a fondo",
    "Europe in depth",
    "Europa a fundo",
    [
      ["MAD", 2],
      ["BCN", 2],
      ["NCE", 1],
      ["ROM", 3],
      ["FLR", 1],
      ["VCE", 1],
      ["PAR", 3],
    ],
  ],
  [
    "Patagonia austral",
    "Southern Patagonia",
    "Patagônia austral",
    [
      ["BUE", 2],
      ["FTE", 3],
      ["USH", 3],
    ],
  ],
  [
    "Norte argentino",
    "Argentina's north",
    "Norte argentino",
    [
      ["SLA", 3],
      ["JUJ", 2],
      ["BUE", 1],
    ],
  ],
  [
    "Perú milenario",
    "Ancient Peru",
    "Peru milenar",
    [
      ["LIM", 2],
      ["CUZ", 4],
      ["AQP", 2],
    ],
  ],
  [
    "Brasil esencial",
    "Essential Brazil",
    "Brasil essencial",
    [
      ["RIO", 3],
      ["SSA", 2],
      ["IGU", 2],
    ],
  ],
  [
    "Buenos Aires e Iguazú",
    "Buenos Aires and Iguazú",
    "Buenos Aires e Iguaçu",
    [
      ["BUE", 3],
      ["IGR", 2],
    ],
  ],
  [
    "Lagos de Chile y Argentina",
    "The lakes of Chile and Argentina",
    "Lagos do Chile e da Argentina",
    [
      ["SCL", 2],
      ["PMC", 2],
      ["BRC", 3],
      ["BUE", 2],
    ],
  ],
  [
    "Gran Sudamérica",
    "Great South America",
    "Grande América do Sul",
    [
      ["BUE", 3],
      ["IGR", 2],
      ["RIO", 3],
      ["LIM", 2],
      ["CUZ", 3],
    ],
  ],
  [
    "Costa este de Estados Unidos",
    "The United States' east coast",
    "Costa leste dos Estados Unidos",
    [
      ["NYC", 3],
      ["WAS", 2],
      ["BOS", 2],
    ],
  ],
  [
    "Costa oeste de Estados Unidos",
    "The United States' west coast",
    "Costa oeste dos Estados Unidos",
    [
      ["SFO", 3],
      ["LAS", 2],
      ["LAX", 3],
    ],
  ],
  [
    "Canadá del este y Nueva York",
    "Eastern Canada and New York",
    "Canadá do leste e Nova York",
    [
      ["YTO", 3],
      ["YMQ", 3],
      ["NYC", 2],
    ],
  ],
];

const REGION_OF: Readonly<Record<PlaceRegion, CircuitRegion | null>> = {
  AR: "southAmerica",
  SA: "southAmerica",
  BR: "southAmerica",
  ES: "europe",
  EU: "europe",
  NA: "northAmerica",
  CB: null,
  WW: null,
};

const cityOrThrow = (code: string): PlaceCity => {
  const city = placeCity(code);
  if (city === undefined) throw new Error(`the circuit table names an unknown city ${code}`);
  return city;
};

/** Every circuit of the demo world, the same for the same seed. */
export const inventoryCircuits = (seed: number): readonly InventoryCircuit[] =>
  ROWS.map(([es, en, pt, stops], index) => {
    const rng = rngFor(seed, "circuit", index);
    const cities = stops.map(([code, nights]) => ({ city: cityOrThrow(code), nights }));
    const first = cities[0]?.city;
    return {
      id: `C${index + 1}`,
      name: { es, en, pt },
      stops: cities,
      region: (first === undefined ? null : REGION_OF[first.region]) ?? "europe",
      days: cities.reduce((sum, stop) => sum + stop.nights, 0) + 1,
      weekday: intBetween(rng, 0, 6),
      dailyUsd: intBetween(rng, 14, 32) * 1000,
      offersTriple: index % 4 !== 3,
    };
  });

// High season lifts prices: the northern summer for Europe and North America, the southern one for South America.
const seasonFactor = (circuit: InventoryCircuit, month: number): number => {
  const northernSummer = month >= 6 && month <= 8;
  const southernSummer = month === 12 || month <= 2;
  return (circuit.region === "southAmerica" ? southernSummer : northernSummer) ? 1.25 : 1;
};

/** One departure of a circuit on a day it leaves: price per person in a double room (USD minor units) and seats. */
const departureOn = (seed: number, circuit: InventoryCircuit, date: string): CircuitDeparture => {
  const rng = rngFor(seed, "circuitDeparture", circuit.id, date);
  const base = circuit.dailyUsd * circuit.days * seasonFactor(circuit, Number(date.slice(5, 7)));
  return {
    date,
    seatsLeft: chance(rng, 1 / 6) ? 0 : intBetween(rng, 1, 24),
    priceMinor: Math.round((base * (0.95 + rng() * 0.1)) / 100) * 100,
  };
};

/**
 * The departures of a circuit in a month (`YYYY-MM`), from `today` on: every week on its weekday, the price per person
 * in a double room (USD minor units) and the seats left (about one in six sold out).
 */
export const inventoryCircuitDepartures = (
  seed: number,
  circuit: InventoryCircuit,
  month: string,
  today: string,
): CircuitDeparture[] => {
  const departures: CircuitDeparture[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
    if (weekdayOf(date) !== circuit.weekday || dayNumber(date) < dayNumber(today)) continue;
    departures.push(departureOn(seed, circuit, date));
  }
  return departures;
};

/**
 * A circuit's budget line (core's `circuitBudgetItem`): its name and departure day, and the price of the rooms in USD
 * (core's `circuitDeparturePrice`); undefined for an item that names no departure of the circuit.
 */
export const circuitBudgetLine = (
  seed: number,
  rateId: string,
  parameters: Readonly<Record<string, string>>,
): { readonly title: string; readonly price: { readonly amount: number; readonly currency: string } } | undefined => {
  const [id = "", day = ""] = rateId.split(":");
  const circuit = inventoryCircuits(seed).find((entry) => entry.id === id);
  const date = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
  const rooms = circuitRoomsOfBudgetItem(parameters);
  if (circuit === undefined || !/^\d{8}$/.test(day) || Result.isFailure(rooms) || weekdayOf(date) !== circuit.weekday)
    return undefined;
  const travellers = rooms.success.reduce((sum, code) => sum + CIRCUIT_ROOM_CAPACITY[code], 0);
  const departure = { ...departureOn(seed, circuit, date), seatsLeft: travellers };
  const price = circuitDeparturePrice(departure, inventoryCircuitRooms(circuit), rooms.success, travellers);
  if (price._tag !== "priced") return undefined;
  return { title: `${circuit.name.es} · ${date}`, price: { amount: price.totalMinor / 100, currency: "USD" } };
};

/** The circuit's room types, supplements in USD minor units per person: single about 30% more, triple 5% less. */
export const inventoryCircuitRooms = (circuit: InventoryCircuit): CircuitRoomType[] => {
  const perPerson = circuit.dailyUsd * circuit.days;
  return [
    { code: "single", supplementMinor: Math.round((perPerson * 0.3) / 100) * 100 },
    { code: "double", supplementMinor: 0 },
    ...(circuit.offersTriple
      ? [{ code: "triple" as const, supplementMinor: -Math.round((perPerson * 0.05) / 100) * 100 }]
      : []),
  ];
};

type DayText = (city: string) => readonly [title: string, description: string];
interface CircuitTexts {
  readonly arrival: DayText;
  readonly transfer: DayText;
  readonly visit: DayText;
  readonly end: DayText;
  readonly summary: (cities: string) => string;
  readonly included: readonly string[];
  readonly notIncluded: readonly string[];
}

const DAY_TEXTS: Readonly<Record<keyof PlaceName, CircuitTexts>> = {
  es: {
    arrival: (city: string) => [`Llegada a ${city}`, `Recepción en el aeropuerto y traslado al hotel en ${city}.`],
    transfer: (city: string) => [`Hacia ${city}`, `Salida en bus o tren hacia ${city}; tarde libre.`],
    visit: (city: string) => [`${city}: visita`, `Visita guiada de ${city} por la mañana; tarde libre.`],
    end: (city: string) => [`Fin de los servicios`, `Desayuno y traslado al aeropuerto de ${city}.`],
    summary: (cities: string) => `Un recorrido con guía por ${cities}.`,
    included: [
      "Hoteles de 4 estrellas con desayuno",
      "Guía acompañante en español",
      "Traslados y transporte entre ciudades",
      "Visitas guiadas en cada ciudad",
    ],
    notIncluded: ["Vuelos internacionales", "Almuerzos y cenas", "Propinas"],
  },
  en: {
    arrival: (city: string) => [`Arrival in ${city}`, `Met at the airport and taken to the hotel in ${city}.`],
    transfer: (city: string) => [`On to ${city}`, `By coach or train to ${city}; the afternoon is free.`],
    visit: (city: string) => [
      `${city}: sightseeing`,
      `A guided visit of ${city} in the morning; the afternoon is free.`,
    ],
    end: (city: string) => [`End of the tour`, `Breakfast and transfer to the airport of ${city}.`],
    summary: (cities: string) => `A guided tour through ${cities}.`,
    included: [
      "4-star hotels with breakfast",
      "Tour guide throughout",
      "Transfers and transport between cities",
      "Guided visits in every city",
    ],
    notIncluded: ["International flights", "Lunches and dinners", "Tips"],
  },
  pt: {
    arrival: (city: string) => [`Chegada a ${city}`, `Recepção no aeroporto e traslado ao hotel em ${city}.`],
    transfer: (city: string) => [`Rumo a ${city}`, `Saída de ônibus ou trem para ${city}; tarde livre.`],
    visit: (city: string) => [`${city}: visita`, `Visita guiada de ${city} pela manhã; tarde livre.`],
    end: (city: string) => [`Fim dos serviços`, `Café da manhã e traslado ao aeroporto de ${city}.`],
    summary: (cities: string) => `Um roteiro com guia por ${cities}.`,
    included: [
      "Hotéis 4 estrelas com café da manhã",
      "Guia acompanhante",
      "Traslados e transporte entre cidades",
      "Visitas guiadas em cada cidade",
    ],
    notIncluded: ["Voos internacionais", "Almoços e jantares", "Gorjetas"],
  },
};

/** A circuit's texts in a language: summary, day-by-day itinerary and what is and is not included. */
export const inventoryCircuitTexts = (circuit: InventoryCircuit, language: keyof PlaceName) => {
  const texts = DAY_TEXTS[language];
  const itinerary: CircuitItineraryDay[] = [];
  circuit.stops.forEach(({ city, nights }, stop) => {
    for (let night = 0; night < nights; night++) {
      const name = city.name[language];
      const [title, description] =
        night > 0 ? texts.visit(name) : stop === 0 ? texts.arrival(name) : texts.transfer(name);
      itinerary.push({
        day: itinerary.length + 1,
        city: name,
        title,
        description,
        latitude: city.lat,
        longitude: city.lng,
      });
    }
  });
  const last = circuit.stops.at(-1)?.city;
  if (last !== undefined) {
    const [title, description] = texts.end(last.name[language]);
    itinerary.push({
      day: itinerary.length + 1,
      city: last.name[language],
      title,
      description,
      latitude: last.lat,
      longitude: last.lng,
    });
  }
  const cities = [...new Set(circuit.stops.map((stop) => stop.city.name[language]))];
  return {
    cities,
    summary: texts.summary(cities.join(", ")),
    itinerary,
    included: [...texts.included],
    notIncluded: [...texts.notIncluded],
  };
};

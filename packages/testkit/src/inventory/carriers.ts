import type { PlaceRegion } from "./places.js";

/**
 * Airlines (and one railway) of the demo world with their real IATA designators and main hubs (public facts:
 * IATA airline designators as listed by Wikipedia). Which cities each hub reaches is a simplification made for the
 * demo: it decides which routes exist, not a copy of any real timetable.
 */
export interface CarrierHub {
  /** Hub airport IATA code. */
  readonly iata: string;
  /** Regions or countries served from here at any city size. */
  readonly near: readonly (PlaceRegion | `=${string}`)[];
  /** Regions served from here only to large and mega cities (long haul). */
  readonly far: readonly PlaceRegion[];
}

/** A carrier. */
export interface Carrier {
  readonly code: string;
  readonly name: string;
  readonly hubs: readonly CarrierHub[];
  /** A low-cost carrier sells fares without hold baggage. */
  readonly lowCost: boolean;
  /** Sells first class on long haul. */
  readonly first: boolean;
  /** Aircraft it flies, short haul then long haul. */
  readonly equipment: { readonly short: readonly string[]; readonly long: readonly string[] };
}

const SHORT = ["Boeing 737-800", "Airbus A320", "Airbus A320neo", "Airbus A321", "Embraer E190"];

// biome-ignore format: one carrier per line reads as a table.
export const CARRIERS: readonly Carrier[] = [
  { code: "AR", name: "Aerolíneas Argentinas", lowCost: false, first: false, equipment: { short: ["Boeing 737-800", "Boeing 737 MAX 8", "Embraer E190"], long: ["Airbus A330-200"] }, hubs: [{ iata: "AEP", near: ["=AR", "=UY", "=PY"], far: [] }, { iata: "EZE", near: ["SA", "BR"], far: ["CB", "NA", "ES", "EU"] }, { iata: "COR", near: ["=AR"], far: [] }] },
  { code: "FO", name: "Flybondi", lowCost: true, first: false, equipment: { short: ["Boeing 737-800"], long: [] }, hubs: [{ iata: "AEP", near: ["=AR"], far: [] }] },
  { code: "JA", name: "JetSMART", lowCost: true, first: false, equipment: { short: ["Airbus A320neo", "Airbus A321neo"], long: [] }, hubs: [{ iata: "SCL", near: ["=CL", "=PE", "=AR"], far: [] }, { iata: "AEP", near: ["=AR"], far: [] }] },
  { code: "LA", name: "LATAM Airlines", lowCost: false, first: false, equipment: { short: SHORT, long: ["Boeing 787-9", "Boeing 777-300ER"] }, hubs: [{ iata: "SCL", near: ["SA", "AR"], far: ["NA", "ES", "EU", "CB", "WW"] }, { iata: "LIM", near: ["SA", "CB"], far: ["NA", "ES"] }, { iata: "GRU", near: ["BR", "SA", "AR"], far: ["NA", "ES", "EU"] }, { iata: "BOG", near: ["=CO", "CB"], far: [] }] },
  { code: "G3", name: "GOL Linhas Aéreas", lowCost: true, first: false, equipment: { short: ["Boeing 737-800", "Boeing 737 MAX 8"], long: [] }, hubs: [{ iata: "GRU", near: ["BR", "=AR", "=UY", "=PY"], far: [] }, { iata: "GIG", near: ["BR", "=AR"], far: [] }, { iata: "BSB", near: ["BR"], far: [] }] },
  { code: "AD", name: "Azul Linhas Aéreas", lowCost: false, first: false, equipment: { short: ["Embraer E195-E2", "ATR 72-600", "Airbus A320neo"], long: ["Airbus A330-900"] }, hubs: [{ iata: "VCP", near: ["BR", "=AR", "=UY"], far: ["NA", "EU"] }, { iata: "CNF", near: ["BR"], far: [] }] },
  { code: "CM", name: "Copa Airlines", lowCost: false, first: false, equipment: { short: ["Boeing 737-800", "Boeing 737 MAX 9"], long: [] }, hubs: [{ iata: "PTY", near: ["SA", "AR", "BR", "CB"], far: ["NA"] }] },
  { code: "AV", name: "Avianca", lowCost: false, first: false, equipment: { short: ["Airbus A320", "Airbus A320neo"], long: ["Boeing 787-8"] }, hubs: [{ iata: "BOG", near: ["SA", "CB"], far: ["NA", "ES", "AR", "BR"] }, { iata: "MDE", near: ["=CO"], far: [] }] },
  { code: "AM", name: "Aeroméxico", lowCost: false, first: false, equipment: { short: ["Boeing 737-800", "Boeing 737 MAX 8"], long: ["Boeing 787-9"] }, hubs: [{ iata: "MEX", near: ["=MX", "CB"], far: ["SA", "AR", "BR", "NA", "ES", "EU"] }] },
  { code: "DM", name: "Arajet", lowCost: true, first: false, equipment: { short: ["Boeing 737 MAX 8"], long: [] }, hubs: [{ iata: "SDQ", near: ["CB", "SA"], far: ["NA"] }] },
  { code: "AA", name: "American Airlines", lowCost: false, first: true, equipment: { short: ["Airbus A321", "Boeing 737-800"], long: ["Boeing 777-300ER", "Boeing 787-9"] }, hubs: [{ iata: "MIA", near: ["NA", "CB"], far: ["SA", "AR", "BR", "ES", "EU"] }, { iata: "DFW", near: ["NA", "=MX"], far: ["EU", "WW", "AR", "BR"] }, { iata: "JFK", near: ["NA", "CB"], far: ["EU", "ES", "BR", "AR"] }] },
  { code: "UA", name: "United Airlines", lowCost: false, first: false, equipment: { short: ["Boeing 737-900", "Airbus A320"], long: ["Boeing 787-10", "Boeing 777-200"] }, hubs: [{ iata: "IAH", near: ["NA", "CB"], far: ["SA", "AR", "BR", "EU"] }, { iata: "EWR", near: ["NA", "CB"], far: ["EU", "ES", "BR", "AR", "WW"] }, { iata: "ORD", near: ["NA"], far: ["EU", "WW"] }] },
  { code: "DL", name: "Delta Air Lines", lowCost: false, first: false, equipment: { short: ["Airbus A321", "Boeing 737-900"], long: ["Airbus A330-300", "Airbus A350-900"] }, hubs: [{ iata: "ATL", near: ["NA", "CB"], far: ["SA", "AR", "BR", "EU", "ES"] }, { iata: "JFK", near: ["NA", "CB"], far: ["EU", "ES", "BR", "AR"] }] },
  { code: "B6", name: "JetBlue", lowCost: true, first: false, equipment: { short: ["Airbus A320", "Airbus A321"], long: [] }, hubs: [{ iata: "JFK", near: ["NA", "CB"], far: [] }, { iata: "FLL", near: ["NA", "CB"], far: [] }] },
  { code: "AC", name: "Air Canada", lowCost: false, first: false, equipment: { short: ["Airbus A220-300", "Airbus A321"], long: ["Boeing 787-9"] }, hubs: [{ iata: "YYZ", near: ["NA", "CB"], far: ["EU", "BR", "AR"] }] },
  { code: "IB", name: "Iberia", lowCost: false, first: false, equipment: { short: ["Airbus A320neo", "Airbus A321"], long: ["Airbus A350-900", "Airbus A330-200"] }, hubs: [{ iata: "MAD", near: ["ES", "EU"], far: ["AR", "SA", "BR", "CB", "NA"] }] },
  { code: "UX", name: "Air Europa", lowCost: false, first: false, equipment: { short: ["Boeing 737-800", "Embraer E195"], long: ["Boeing 787-9"] }, hubs: [{ iata: "MAD", near: ["ES", "EU"], far: ["AR", "SA", "BR", "CB", "NA"] }] },
  { code: "VY", name: "Vueling", lowCost: true, first: false, equipment: { short: ["Airbus A320", "Airbus A321"], long: [] }, hubs: [{ iata: "BCN", near: ["ES", "EU"], far: [] }] },
  { code: "AF", name: "Air France", lowCost: false, first: true, equipment: { short: ["Airbus A320", "Airbus A220-300"], long: ["Boeing 777-300ER", "Airbus A350-900"] }, hubs: [{ iata: "CDG", near: ["EU", "ES"], far: ["AR", "SA", "BR", "CB", "NA", "WW"] }] },
  { code: "KL", name: "KLM", lowCost: false, first: false, equipment: { short: ["Boeing 737-800", "Embraer E195-E2"], long: ["Boeing 787-10", "Boeing 777-300ER"] }, hubs: [{ iata: "AMS", near: ["EU", "ES"], far: ["AR", "SA", "BR", "CB", "NA", "WW"] }] },
  { code: "LH", name: "Lufthansa", lowCost: false, first: true, equipment: { short: ["Airbus A320neo", "Airbus A321"], long: ["Boeing 747-8", "Airbus A350-900"] }, hubs: [{ iata: "FRA", near: ["EU", "ES"], far: ["AR", "BR", "SA", "NA", "WW", "CB"] }, { iata: "MUC", near: ["EU", "ES"], far: ["NA", "WW"] }] },
  { code: "LX", name: "Swiss", lowCost: false, first: true, equipment: { short: ["Airbus A220-300", "Airbus A320"], long: ["Boeing 777-300ER"] }, hubs: [{ iata: "ZRH", near: ["EU", "ES"], far: ["BR", "NA", "WW"] }] },
  { code: "BA", name: "British Airways", lowCost: false, first: true, equipment: { short: ["Airbus A320", "Airbus A321neo"], long: ["Boeing 777-300ER", "Airbus A380-800"] }, hubs: [{ iata: "LHR", near: ["EU", "ES"], far: ["NA", "BR", "AR", "CB", "WW"] }] },
  { code: "AZ", name: "ITA Airways", lowCost: false, first: false, equipment: { short: ["Airbus A320neo", "Airbus A220-300"], long: ["Airbus A330-900", "Airbus A350-900"] }, hubs: [{ iata: "FCO", near: ["EU", "ES"], far: ["AR", "BR", "NA"] }] },
  { code: "TP", name: "TAP Air Portugal", lowCost: false, first: false, equipment: { short: ["Airbus A320neo", "Airbus A321neo"], long: ["Airbus A330-900"] }, hubs: [{ iata: "LIS", near: ["EU", "ES", "BR"], far: ["NA", "CB", "SA"] }, { iata: "OPO", near: ["EU", "ES"], far: ["BR"] }] },
  { code: "TK", name: "Turkish Airlines", lowCost: false, first: false, equipment: { short: ["Airbus A321neo", "Boeing 737 MAX 8"], long: ["Boeing 777-300ER", "Airbus A350-900"] }, hubs: [{ iata: "IST", near: ["EU", "ES", "WW"], far: ["BR", "AR", "NA", "CB"] }] },
  { code: "EK", name: "Emirates", lowCost: false, first: true, equipment: { short: ["Boeing 777-300ER"], long: ["Airbus A380-800", "Boeing 777-300ER"] }, hubs: [{ iata: "DXB", near: ["WW"], far: ["EU", "ES", "BR", "AR", "NA"] }] },
  { code: "QR", name: "Qatar Airways", lowCost: false, first: true, equipment: { short: ["Airbus A320"], long: ["Boeing 787-9", "Airbus A350-1000"] }, hubs: [{ iata: "DOH", near: ["WW"], far: ["EU", "ES", "BR", "AR", "NA"] }] },
  { code: "2A", name: "Deutsche Bahn", lowCost: false, first: false, equipment: { short: ["ICE"], long: [] }, hubs: [] },
];

/** Train legs sold on an airline's ticket: `[carrier, from, to, railway]` (LH Express Rail, AF TGV Air). */
export const CARRIER_TRAIN_LINKS: readonly (readonly [string, string, string, string])[] = [
  ["LH", "FRA", "QKL", "2A"],
  ["LH", "FRA", "ZWS", "2A"],
  ["AF", "CDG", "ZYR", "AF"],
];

/** A carrier by its IATA designator. */
export const carrierOf = (code: string): Carrier | undefined => CARRIERS.find((carrier) => carrier.code === code);

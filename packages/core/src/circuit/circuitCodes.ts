import type { CircuitMessageKey } from "./circuitMessages.js";

/** The regions a circuit search may name instead of one destination (ours: the demo world's circuit markets). */
export const CIRCUIT_REGIONS = ["southAmerica", "europe", "northAmerica"] as const;
export type CircuitRegion = (typeof CIRCUIT_REGIONS)[number];

/** Length bands of a circuit, in days (tour operators' usual cuts: a week, two weeks, longer). */
export const CIRCUIT_DURATIONS = ["upTo7", "from8To12", "from13"] as const;
export type CircuitDuration = (typeof CIRCUIT_DURATIONS)[number];

/** Price bands of the from-price per person, in the reply currency's minor units (ours). */
export const CIRCUIT_PRICE_BANDS = ["under1500", "from1500To3000", "over3000"] as const;
export type CircuitPriceBand = (typeof CIRCUIT_PRICE_BANDS)[number];

export const CIRCUIT_SORTS = ["recommended", "priceAsc", "priceDesc", "durationAsc"] as const;
export type CircuitSort = (typeof CIRCUIT_SORTS)[number];

/** Room types of a circuit, by the travellers they sleep. */
export const CIRCUIT_ROOM_CODES = ["single", "double", "triple"] as const;
export type CircuitRoomCode = (typeof CIRCUIT_ROOM_CODES)[number];
export const CIRCUIT_ROOM_CAPACITY: Readonly<Record<CircuitRoomCode, number>> = { single: 1, double: 2, triple: 3 };

/** Travellers and rooms a search may ask for: every room sleeps one to three. */
export const CIRCUIT_PARTY_LIMITS = {
  travellers: { min: 1, max: 9 },
  rooms: { min: 1, max: 5 },
} as const;

/** The duration band of a circuit of `days` days. */
export const circuitDurationBand = (days: number): CircuitDuration =>
  days <= 7 ? "upTo7" : days <= 12 ? "from8To12" : "from13";

/** The price band of a from-price in minor units. */
export const circuitPriceBand = (minor: number): CircuitPriceBand =>
  minor < 150_000 ? "under1500" : minor <= 300_000 ? "from1500To3000" : "over3000";

const capitalised = (code: string) => `${code.charAt(0).toUpperCase()}${code.slice(1)}`;

/**
 * The text key of a code: `circuit.{kind}{Code}`.
 *
 * @example circuitCodeKey("region", "europe") // "circuit.regionEurope"
 */
export const circuitCodeKey = (
  kind: "region" | "duration" | "price" | "sort" | "room",
  code: string,
): CircuitMessageKey => `circuit.${kind}${capitalised(code)}` as CircuitMessageKey;

import type { CircuitDeparture, CircuitRoomType } from "../api/circuit.js";
import { CIRCUIT_ROOM_CAPACITY, type CircuitRoomCode } from "./circuitCodes.js";

/** The room type chosen for each room, in room order. */
export type CircuitRoomChoice = readonly CircuitRoomCode[];

const CODE_OF_CAPACITY: Readonly<Record<number, CircuitRoomCode>> = { 1: "single", 2: "double", 3: "triple" };

/**
 * The rooms a party starts with: travellers spread as evenly as the rooms allow (two travellers in one room share a
 * double; three in two rooms are a double and a single). Expects travellers that fit (`circuitPartyFits`).
 *
 * @example circuitDefaultRooms(3, 2) // ["double", "single"]
 */
export const circuitDefaultRooms = (travellers: number, rooms: number): CircuitRoomCode[] => {
  const base = Math.floor(travellers / rooms);
  const extra = travellers % rooms;
  return Array.from({ length: rooms }, (_, index) => CODE_OF_CAPACITY[base + (index < extra ? 1 : 0)] ?? "double");
};

/** Whether a room choice sleeps exactly the travellers, one type per room. */
export const circuitRoomsFit = (choice: CircuitRoomChoice, travellers: number, rooms: number): boolean =>
  choice.length === rooms && choice.reduce((sum, code) => sum + CIRCUIT_ROOM_CAPACITY[code], 0) === travellers;

/** One line of a price: the rooms of a type, the travellers in them and what the type adds per person. */
export interface CircuitPriceLine {
  readonly code: CircuitRoomCode;
  readonly rooms: number;
  readonly travellers: number;
  readonly supplementMinor: number;
}

/** A departure priced for a room choice, or why it cannot be. */
export type CircuitPrice =
  | {
      readonly _tag: "priced";
      /** The departure's price per person in a double room. */
      readonly perPersonMinor: number;
      readonly lines: readonly CircuitPriceLine[];
      /** What the room types add (single supplements) or take off (triple reductions), all rooms together. */
      readonly supplementsMinor: number;
      readonly totalMinor: number;
    }
  | { readonly _tag: "soldOut" }
  | { readonly _tag: "notEnoughSeats"; readonly seatsLeft: number }
  | { readonly _tag: "roomsDoNotFit" }
  | { readonly _tag: "roomNotOffered"; readonly code: CircuitRoomCode };

/**
 * The price of a departure for the travellers in the rooms chosen: every traveller pays the departure's price per
 * person, plus their room type's supplement per person (the single supplement once per single room; a triple's
 * reduction for each of its three). A sold-out departure, one with fewer seats than travellers, rooms that do not
 * sleep the party, or a type the circuit does not offer are said as such.
 *
 * @example circuitDeparturePrice({ date, seatsLeft: 9, priceMinor: 100000 }, rooms, ["single", "single"], 2)
 * // { _tag: "priced", totalMinor: 200000 + 2 × the single supplement, … }
 */
export const circuitDeparturePrice = (
  departure: CircuitDeparture,
  roomTypes: readonly CircuitRoomType[],
  choice: CircuitRoomChoice,
  travellers: number,
): CircuitPrice => {
  if (departure.seatsLeft <= 0) return { _tag: "soldOut" };
  if (departure.seatsLeft < travellers) return { _tag: "notEnoughSeats", seatsLeft: departure.seatsLeft };
  if (!circuitRoomsFit(choice, travellers, choice.length)) return { _tag: "roomsDoNotFit" };
  const lines: CircuitPriceLine[] = [];
  for (const code of new Set(choice)) {
    const type = roomTypes.find((room) => room.code === code);
    if (type === undefined) return { _tag: "roomNotOffered", code };
    const rooms = choice.filter((entry) => entry === code).length;
    lines.push({ code, rooms, travellers: rooms * CIRCUIT_ROOM_CAPACITY[code], supplementMinor: type.supplementMinor });
  }
  const supplementsMinor = lines.reduce((sum, line) => sum + line.travellers * line.supplementMinor, 0);
  return {
    _tag: "priced",
    perPersonMinor: departure.priceMinor,
    lines,
    supplementsMinor,
    totalMinor: travellers * departure.priceMinor + supplementsMinor,
  };
};

/**
 * A room choice with one room's type changed; the other rooms keep theirs (the price then says when they no longer
 * sleep the party).
 */
export const circuitRoomChanged = (
  choice: CircuitRoomChoice,
  index: number,
  code: CircuitRoomCode,
): CircuitRoomCode[] => choice.map((entry, at) => (at === index ? code : entry));

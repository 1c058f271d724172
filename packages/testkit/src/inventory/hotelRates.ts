import { formatOccupancy, type Occupancy, parseOccupancy, type Room } from "@travesia/core";
import { Result } from "effect";
import {
  CATALOG_BOARDS,
  CATALOG_ROOM_TYPES,
  CATALOG_SUPPLIERS,
  type CatalogBoard,
  type CatalogRoomType,
  type CatalogSupplier,
} from "./catalogs.js";
import { addDays, dayNumber, weekdayOf } from "./days.js";
import type { InventoryHotel } from "./hotels.js";
import { demoConvertMinor } from "./money.js";
import type { PlaceCity } from "./places.js";
import { chance, hashParts, intBetween, mulberry32, pick, type Rng, rngFor } from "./prng.js";

/** A hotel stay: what rates depend on. */
export interface InventoryStay {
  /** `YYYY-MM-DD`. */
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: Occupancy;
}

/** Cancellation policy kind. Spec 001 §4: "Type codes: G free, C with cost, NR non-refundable". */
type InventoryPolicyKind = "G" | "C" | "NR";

/** One room of a rate. */
interface InventoryRateRoom {
  readonly type: CatalogRoomType;
  readonly occupancy: Room;
}

/** A generated rate of a hotel for one stay. Prices are in US cents; replies convert to the chosen currency. */
export interface InventoryRate {
  readonly hotelId: string;
  /** Position among the hotel's rates for the stay (100+ for "more options" rates). */
  readonly index: number;
  /** Rate id and trip product id (the same string): encodes hotel, stay and index, so any call can rebuild it. */
  readonly tripProductId: string;
  readonly roomsHash: string;
  readonly supplier: CatalogSupplier;
  readonly rooms: readonly InventoryRateRoom[];
  readonly board: CatalogBoard;
  /** Spec 001 §3: "availability (CNF immediate, ALL, ORQ on request)". */
  readonly availability: "CNF" | "ORQ";
  /** Total of the stay, all rooms, in US cents (rounded once). */
  readonly totalUsdMinor: number;
  readonly nights: number;
  readonly policyKind: InventoryPolicyKind;
  readonly noShow: boolean;
  /** Promotion text, shown as an offer banner. */
  readonly offer: string | null;
  readonly comments: readonly string[];
  /** More options exist for the same rooms ('Más tarifas'). */
  readonly moreOptions: boolean;
  /** Some rates are priced on demand (hotelsV2TariffOnDemand). */
  readonly onDemand: boolean;
  /** The policy call answers 206 with alternative product ids for this rate (spec 001 §7). */
  readonly alternative: boolean;
}

/** How many "more options" rates a rate with `moreOptions` has. */
const MORE_OPTIONS_PER_RATE = 4;
const MORE_OPTIONS_BASE = 100;

const encodeOccupancy = (rooms: Occupancy) =>
  formatOccupancy(rooms).replaceAll("-", "x").replaceAll(":", "a").replaceAll(",", "r");
const decodeOccupancy = (text: string) => text.replaceAll("x", "-").replaceAll("a", ":").replaceAll("r", ",");

/**
 * The trip product id of a rate: `H{hotelId}-{YYYYMMDD}-{nights}-{rooms}-{index}` with the rooms grammar's
 * separators swapped for letters so the id is one clean path segment.
 *
 * @example hotelTripProductId("101234", { checkIn: "2027-03-01", checkOut: "2027-03-04", rooms: [{adults:2,children:0,ages:[]}] }, 0)
 * // "H101234-20270301-3-2x0-0"
 */
export const hotelTripProductId = (hotelId: string, stay: InventoryStay, index: number): string =>
  `H${hotelId}-${stayFacts(stay).idPart}-${index}`;

interface StayFacts {
  readonly nights: number;
  readonly occupancy: string;
  readonly encodedOccupancy: string;
  /** `{YYYYMMDD}-{nights}-{rooms}` */
  readonly idPart: string;
  /** The guests' price factor of each room, in room order. */
  readonly guestFactors: readonly number[];
  /**
   * What follows the hotel id in the text a stay's streams are hashed from, as character codes (hashed for every
   * hotel of a search): `|checkIn|checkOut`, and the same followed by `|rooms`.
   */
  readonly datesCodes: readonly number[];
  readonly datesRoomsCodes: readonly number[];
}

const charCodes = (text: string): number[] => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));

// A search prices one stay for every hotel of a city: work out its strings once.
const stayFactsCache = new WeakMap<InventoryStay, StayFacts>();

const stayFacts = (stay: InventoryStay): StayFacts => {
  const known = stayFactsCache.get(stay);
  if (known !== undefined) return known;
  const nights = dayNumber(stay.checkOut) - dayNumber(stay.checkIn);
  const encodedOccupancy = encodeOccupancy(stay.rooms);
  const facts = {
    nights,
    occupancy: formatOccupancy(stay.rooms),
    encodedOccupancy,
    idPart: `${stay.checkIn.replaceAll("-", "")}-${nights}-${encodedOccupancy}`,
    guestFactors: stay.rooms.map(guestFactor),
    datesCodes: charCodes(`|${stay.checkIn}|${stay.checkOut}`),
    datesRoomsCodes: charCodes(`|${stay.checkIn}|${stay.checkOut}|${formatOccupancy(stay.rooms)}`),
  };
  stayFactsCache.set(stay, facts);
  return facts;
};

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over more text, from a running hash: `hashParts` (prng.ts) split where its text is shared. */
const fnvContinue = (hash: number, text: string): number => {
  let next = hash;
  for (let index = 0; index < text.length; index++) {
    next ^= text.charCodeAt(index);
    next = Math.imul(next, FNV_PRIME);
  }
  return next;
};

/** {@link fnvContinue} over character codes worked out beforehand. */
const fnvContinueCodes = (hash: number, codes: readonly number[]): number => {
  let next = hash;
  for (let index = 0; index < codes.length; index++) {
    next ^= codes[index] as number;
    next = Math.imul(next, FNV_PRIME);
  }
  return next;
};

// The hash of `{seed}|{tag}|`, the text every hotel's stream of one kind starts with.
const prefixHashes = new Map<string, number>();

/**
 * `hashParts(seed, tag, hotelId, stay.checkIn, stay.checkOut)`, and with `withRooms` the stay's rooms after them,
 * without joining the parts again for every hotel of a search: the text before and after the hotel id is the same
 * for the whole search, so only the id is hashed per hotel.
 *
 * @example inventoryStayHash(1, "unavailable", "101234", stay, false) === hashParts(1, "unavailable", "101234", stay.checkIn, stay.checkOut)
 */
export const inventoryStayHash = (
  seed: number,
  tag: string,
  hotelId: string,
  stay: InventoryStay,
  withRooms: boolean,
): number => {
  const prefix = `${seed}|${tag}|`;
  let start = prefixHashes.get(prefix);
  if (start === undefined) {
    start = fnvContinue(FNV_OFFSET, prefix);
    if (prefixHashes.size > 100) prefixHashes.clear();
    prefixHashes.set(prefix, start);
  }
  const facts = stayFacts(stay);
  return fnvContinueCodes(fnvContinue(start, hotelId), withRooms ? facts.datesRoomsCodes : facts.datesCodes) >>> 0;
};

/** Reads a trip product id back; undefined when it is not one of ours. */
export const parseHotelTripProductId = (
  id: string,
): { hotelId: string; stay: InventoryStay; index: number } | undefined => {
  const match = /^H(\d{6,7})-(\d{4})(\d{2})(\d{2})-(\d{1,2})-([0-9xar]{3,400})-(\d{1,3})$/.exec(id);
  if (match === null) return undefined;
  const [, hotelId = "", year, month, day, nights = "0", rooms = "", index = "0"] = match;
  const checkIn = `${year}-${month}-${day}`;
  if (Number.isNaN(dayNumber(checkIn)) || addDays(checkIn, 0) !== checkIn || Number(nights) < 1) return undefined;
  const occupancy = parseOccupancy(decodeOccupancy(rooms));
  if (Result.isFailure(occupancy)) return undefined;
  return {
    hotelId,
    stay: { checkIn, checkOut: addDays(checkIn, Number(nights)), rooms: occupancy.success },
    index: Number(index),
  };
};

/** Season factor of a night: local summer and winter holidays cost more. */
const seasonFactor = (city: PlaceCity, date: string): number => {
  const month = Number(date.slice(5, 7));
  const southern = city.lat < 0;
  const summer = southern ? [12, 1, 2].includes(month) : [6, 7, 8].includes(month);
  const holidays = southern ? month === 7 : month === 12;
  const weekend = [5, 6].includes(weekdayOf(date));
  return (summer ? (city.beach ? 1.45 : 1.15) : 1) * (holidays ? 1.2 : 1) * (weekend && !city.beach ? 1.1 : 1);
};

const seasonSums = new Map<string, number>();

// The last stay asked for: a search asks once per hotel of the same city and stay, so this answers without a key.
let lastSeason: { city: PlaceCity; checkIn: string; nights: number; sum: number } | null = null;

/** Sum of the season factors of every night of a stay (memoised: every hotel of a city shares it). */
const staySeasonSum = (city: PlaceCity, checkIn: string, nights: number): number => {
  if (lastSeason !== null && lastSeason.city === city && lastSeason.checkIn === checkIn && lastSeason.nights === nights)
    return lastSeason.sum;
  const sum = keyedSeasonSum(city, checkIn, nights);
  lastSeason = { city, checkIn, nights, sum };
  return sum;
};

const keyedSeasonSum = (city: PlaceCity, checkIn: string, nights: number): number => {
  const key = `${city.code}|${checkIn}|${nights}`;
  const known = seasonSums.get(key);
  if (known !== undefined) return known;
  let sum = 0;
  for (let night = 0; night < nights; night++) sum += seasonFactor(city, addDays(checkIn, night));
  if (seasonSums.size > 5_000) seasonSums.clear();
  seasonSums.set(key, sum);
  return sum;
};

/** Price factor of the guests in one room: a second adult and children over 2 pay part of the room. */
const guestFactor = (room: Room): number =>
  1 +
  0.3 * Math.max(0, room.adults - 2) -
  (room.adults === 1 ? 0.15 : 0) +
  0.18 * room.ages.filter((age) => age >= 2).length;

// Room types that fit each number of guests, worked out once (every rate of every hotel asks).
const FITTING_ROOM_TYPES: readonly (readonly CatalogRoomType[])[] = Array.from({ length: 32 }, (_, guests) => {
  const fitting = CATALOG_ROOM_TYPES.filter((type) => type.capacity >= guests && (guests > 1 || type.code !== "TWN"));
  return fitting.length > 0 ? fitting : CATALOG_ROOM_TYPES.slice(-1);
});

const roomTypeFor = (rng: Rng, room: Room): CatalogRoomType =>
  pick(rng, FITTING_ROOM_TYPES[Math.min(31, room.adults + room.children)] ?? CATALOG_ROOM_TYPES);

/**
 * `pickWeighted` (prng.ts) with the weights' total worked out once: the same draws and the same choice for the same
 * stream, without summing the weights for every rate.
 */
const weightedPicker = <T>(items: readonly T[], weights: readonly number[]) => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return (rng: Rng): T => {
    let roll = rng() * total;
    for (let index = 0; index < items.length; index++) {
      roll -= weights[index] ?? 0;
      if (roll < 0) return items[index] as T;
    }
    return pick(rng, items);
  };
};

// Boards (beach destinations sell all inclusive; cities do not) and policy kinds, with their weights.
const pickBeachBoard = weightedPicker(CATALOG_BOARDS, [3, 4, 3, 1, 3]);
const pickCityBoard = weightedPicker(CATALOG_BOARDS.slice(0, 4), [5, 5, 2, 1]);
const pickPolicyKind = weightedPicker<InventoryPolicyKind>(["G", "C", "NR"], [5, 3, 2]);
const SUPPLIERS_BY_CODE = new Map(CATALOG_SUPPLIERS.map((supplier) => [supplier.code, supplier]));
const DEFAULT_SUPPLIER_CODES = ["TVD"];

// The suppliers a hotel's rates are drawn from, in the order of its codes (a draw picks by position), once per hotel.
const hotelSuppliers = new WeakMap<InventoryHotel, readonly CatalogSupplier[]>();
const suppliersOf = (hotel: InventoryHotel): readonly CatalogSupplier[] => {
  let suppliers = hotelSuppliers.get(hotel);
  if (suppliers === undefined) {
    suppliers = (hotel.suppliers.length > 0 ? hotel.suppliers : DEFAULT_SUPPLIER_CODES).map(
      (code) => SUPPLIERS_BY_CODE.get(code) ?? (CATALOG_SUPPLIERS[0] as CatalogSupplier),
    );
    hotelSuppliers.set(hotel, suppliers);
  }
  return suppliers;
};

const OFFERS = ["Oferta especial: 10% de descuento", "Estadía larga: 4x3 noches", "Reserva anticipada", "Niños gratis"];
const COMMENTS = [
  "Check-in a partir de las 15:00 hs.",
  "Tasas municipales no incluidas, se abonan en el hotel.",
  "<b>Importante:</b> se requiere tarjeta de crédito como garantía.",
  "Cama adicional sujeta a disponibilidad.",
  "Desayuno servido de 7:00 a 10:30.",
];

/** What one rate draws from its hotel's stream, in the order it draws it. Rooms are kept only when asked for. */
interface RateDraw {
  supplier: CatalogSupplier;
  board: CatalogBoard;
  rooms: readonly InventoryRateRoom[] | null;
  policyKind: InventoryPolicyKind;
  totalUsdMinor: number;
  offer: string | null;
  availability: "CNF" | "ORQ";
  noShow: boolean;
  comment: string | null;
  moreOptions: boolean;
  onDemand: boolean;
  alternative: boolean;
}

// One record every draw writes into (draws never nest): a search draws 10,000 rates and keeps only a few facts of each.
const scratchDraw: RateDraw = {
  supplier: CATALOG_SUPPLIERS[0] as CatalogSupplier,
  board: CATALOG_BOARDS[0] as CatalogBoard,
  rooms: null,
  policyKind: "G",
  totalUsdMinor: 0,
  offer: null,
  availability: "CNF",
  noShow: false,
  comment: null,
  moreOptions: false,
  onDemand: false,
  alternative: false,
};

/**
 * Draws one rate from the hotel's stream into `scratchDraw`. The full rates (`buildRate`) and the light facts the search
 * filters on (`inventoryHotelRateFacts`) both come from here, so they always agree.
 */
const drawRate = (
  hotel: InventoryHotel,
  city: PlaceCity,
  stay: InventoryStay,
  seasonSum: number,
  index: number,
  rng: Rng,
  fixedRooms: readonly InventoryRateRoom[] | null,
  keepRooms: boolean,
): RateDraw => {
  const supplier = pick(rng, suppliersOf(hotel));
  const board = city.beach ? pickBeachBoard(rng) : pickCityBoard(rng);
  let rooms: readonly InventoryRateRoom[] | null = fixedRooms;
  // Summed in room order, as the rooms are listed (the same float operations whichever path asks).
  let roomsFactor = 0;
  if (fixedRooms === null) {
    const drawn: InventoryRateRoom[] | null = keepRooms ? [] : null;
    const { guestFactors } = stayFacts(stay);
    for (let position = 0; position < stay.rooms.length; position++) {
      const occupancy = stay.rooms[position] as Room;
      const type = roomTypeFor(rng, occupancy);
      roomsFactor += type.factor * (guestFactors[position] as number);
      drawn?.push({ type, occupancy });
    }
    rooms = drawn;
  } else {
    for (const room of fixedRooms) roomsFactor += room.type.factor * guestFactor(room.occupancy);
  }
  const policyKind = pickPolicyKind(rng);
  const rateFactor =
    supplier.markup * (1 + board.surchargePercent / 100) * (policyKind === "NR" ? 0.9 : 1) * (0.95 + rng() * 0.1);
  const total = hotel.basePriceUsdMinor * roomsFactor * seasonSum;
  const offer = hotel.hasOffer && chance(rng, 0.6) ? pick(rng, OFFERS) : null;
  scratchDraw.supplier = supplier;
  scratchDraw.board = board;
  scratchDraw.rooms = rooms;
  scratchDraw.policyKind = policyKind;
  // One rounding for the whole stay (DESIGN: round once); offers take 10 % off before that rounding.
  scratchDraw.totalUsdMinor = Math.max(100, Math.round(total * rateFactor * (offer === null ? 1 : 0.9)));
  scratchDraw.offer = offer;
  scratchDraw.availability = chance(rng, 0.12) ? "ORQ" : "CNF";
  scratchDraw.noShow = chance(rng, 0.5);
  scratchDraw.comment = chance(rng, 0.6) ? pick(rng, COMMENTS) : null;
  scratchDraw.moreOptions = index < MORE_OPTIONS_BASE && chance(rng, 0.3);
  scratchDraw.onDemand = chance(rng, 0.05);
  scratchDraw.alternative = chance(rng, 0.08);
  return scratchDraw;
};

const buildRate = (
  hotel: InventoryHotel,
  city: PlaceCity,
  stay: InventoryStay,
  index: number,
  rng: Rng,
  fixed?: { readonly rooms: readonly InventoryRateRoom[] },
): InventoryRate => {
  const { nights, encodedOccupancy } = stayFacts(stay);
  const drawn = drawRate(
    hotel,
    city,
    stay,
    staySeasonSum(city, stay.checkIn, nights),
    index,
    rng,
    fixed?.rooms ?? null,
    true,
  );
  const rooms = drawn.rooms ?? [];
  const roomsHash = `RH${hashParts(hotel.id, rooms.map((room) => room.type.code).join("+"), encodedOccupancy).toString(36)}`;
  return {
    hotelId: hotel.id,
    index,
    tripProductId: hotelTripProductId(hotel.id, stay, index),
    roomsHash,
    supplier: drawn.supplier,
    rooms,
    board: drawn.board,
    availability: drawn.availability,
    totalUsdMinor: drawn.totalUsdMinor,
    nights,
    policyKind: drawn.policyKind,
    noShow: drawn.noShow,
    offer: drawn.offer,
    comments: drawn.comment === null ? [] : [drawn.comment],
    moreOptions: drawn.moreOptions,
    onDemand: drawn.onDemand,
    alternative: drawn.alternative,
  };
};

/** What the hotel search filters, counts and sorts on, for one rate (the rest is built for the page only). */
export interface InventoryRateFacts {
  /** The rate's `index` (its trip product id's last part), to find the full rate again. */
  readonly index: number;
  /** Board code. */
  readonly board: string;
  /** Supplier code. */
  readonly supplier: string;
  readonly availability: "CNF" | "ORQ";
  /** Free cancellation (policy kind G). */
  readonly refundable: boolean;
  /** The rate carries an offer. */
  readonly hasOffer: boolean;
  readonly totalUsdMinor: number;
  /** The total in the currency asked for (`demoConvertMinor`, rounded once). */
  readonly totalMinor: number;
}

const cheapestFirst = (
  a: { readonly totalUsdMinor: number; readonly index: number },
  b: { readonly totalUsdMinor: number; readonly index: number },
) => a.totalUsdMinor - b.totalUsdMinor || a.index - b.index;

/**
 * Sorts a hotel's few rates in place, cheapest first, by insertion (a hotel has at most 16): the order
 * `Array.prototype.sort(cheapestFirst)` gives, since price then index is a total order, without its per-call cost.
 */
const sortCheapestFirst = <T extends { readonly totalUsdMinor: number; readonly index: number }>(rates: T[]): T[] => {
  for (let next = 1; next < rates.length; next++) {
    const rate = rates[next] as T;
    let slot = next;
    while (slot > 0 && cheapestFirst(rates[slot - 1] as T, rate) > 0) {
      rates[slot] = rates[slot - 1] as T;
      slot--;
    }
    rates[slot] = rate;
  }
  return rates;
};

/**
 * The facts of every rate of a hotel for a stay, in the order of {@link inventoryHotelRates} (cheapest first) and
 * equal to what those rates say: the same draws from the same stream, without the ids, rooms and texts a search
 * needs only for the hotels on its page. A search prices a whole city with these.
 */
export const inventoryHotelRateFacts = (
  seed: number,
  hotel: InventoryHotel,
  city: PlaceCity,
  stay: InventoryStay,
  currency: string,
): InventoryRateFacts[] => {
  const facts = stayFacts(stay);
  const rng = mulberry32(inventoryStayHash(seed, "rates", hotel.id, stay, true));
  const count = intBetween(rng, 2, 6 + hotel.stars * 2);
  const seasonSum = staySeasonSum(city, stay.checkIn, facts.nights);
  const rates: InventoryRateFacts[] = [];
  for (let index = 0; index < count; index++) {
    const drawn = drawRate(hotel, city, stay, seasonSum, index, rng, null, false);
    rates.push({
      index,
      board: drawn.board.code,
      supplier: drawn.supplier.code,
      availability: drawn.availability,
      refundable: drawn.policyKind === "G",
      hasOffer: drawn.offer !== null,
      totalUsdMinor: drawn.totalUsdMinor,
      totalMinor: demoConvertMinor(drawn.totalUsdMinor, currency),
    });
  }
  return sortCheapestFirst(rates);
};

/**
 * Every rate of a hotel for a stay, cheapest first. Deterministic: the same seed, hotel and stay give the same rates;
 * other dates or rooms give other prices.
 */
export const inventoryHotelRates = (
  seed: number,
  hotel: InventoryHotel,
  city: PlaceCity,
  stay: InventoryStay,
): InventoryRate[] => {
  const rng = rngFor(seed, "rates", hotel.id, stay.checkIn, stay.checkOut, stayFacts(stay).occupancy);
  const count = intBetween(rng, 2, 6 + hotel.stars * 2);
  const rates: InventoryRate[] = [];
  for (let index = 0; index < count; index++) rates.push(buildRate(hotel, city, stay, index, rng));
  return rates.sort(cheapestFirst);
};

/** The extra rates behind a rate's 'Más tarifas' link: same rooms, other boards and suppliers. */
export const inventoryMoreRateOptions = (
  seed: number,
  hotel: InventoryHotel,
  city: PlaceCity,
  stay: InventoryStay,
  parent: InventoryRate,
): InventoryRate[] => {
  const rng = rngFor(seed, "more-options", parent.tripProductId);
  const options: InventoryRate[] = [];
  for (let offset = 0; offset < MORE_OPTIONS_PER_RATE; offset++) {
    const index = MORE_OPTIONS_BASE + parent.index * MORE_OPTIONS_PER_RATE + offset;
    const option = buildRate(hotel, city, stay, index, rng, { rooms: parent.rooms });
    options.push({ ...option, roomsHash: parent.roomsHash, moreOptions: false });
  }
  return options.sort((a, b) => a.totalUsdMinor - b.totalUsdMinor);
};

/** The rate a trip product id names, rebuilt from the inventory; undefined when it does not exist. */
export const inventoryRateOf = (
  seed: number,
  hotel: InventoryHotel,
  city: PlaceCity,
  stay: InventoryStay,
  index: number,
): InventoryRate | undefined => {
  const rates = inventoryHotelRates(seed, hotel, city, stay);
  if (index < MORE_OPTIONS_BASE) return rates.find((rate) => rate.index === index);
  const parentIndex = Math.floor((index - MORE_OPTIONS_BASE) / MORE_OPTIONS_PER_RATE);
  const parent = rates.find((rate) => rate.index === parentIndex && rate.moreOptions);
  if (parent === undefined) return undefined;
  return inventoryMoreRateOptions(seed, hotel, city, stay, parent).find((rate) => rate.index === index);
};

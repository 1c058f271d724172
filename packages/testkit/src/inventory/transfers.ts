import {
  type BudgetItemCancellation,
  type TransferOption,
  type TransferPoint,
  type TransferSearch,
  transferPriceView,
  transferSearchOfBudgetItem,
} from "@travesia/core";
import { Result } from "effect";
import { addDays, dayNumber } from "./days.js";
import { distanceKm } from "./flights.js";
import type { Inventory } from "./inventory.js";
import { demoConvertMinor, minorToDecimal } from "./money.js";
import { type PlaceCity, placeAirport, placeCity, placeCityOfAirport } from "./places.js";
import { chance, hashParts, intBetween, pick, rngFor } from "./prng.js";

/** A transfer end found in the demo world: where it is, and its city (transfers run within one area). */
export interface TransferPlace {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly city: PlaceCity;
}

/** Why an end is not a place of the demo world. */
export interface TransferPlaceUnknown {
  readonly reason: string;
}

const HOTEL_CODE = /^([A-Z]{3})OMNICODE=(.+)$/;

/**
 * Finds a transfer end: an airport by its IATA code, a hotel by its location value (`CITYOMNICODE=…`), a city by its
 * code, a place by its `lat,lng` (the nearest city is its area).
 */
export const transferPlace = (inventory: Inventory, point: TransferPoint): TransferPlace | TransferPlaceUnknown => {
  switch (point.kind) {
    case "airport": {
      const airport = placeAirport(point.code);
      const city = placeCityOfAirport(point.code);
      return airport === undefined || city === undefined
        ? { reason: `unknown airport "${point.code}"` }
        : { name: `${airport.name} (${airport.iata})`, lat: airport.lat, lng: airport.lng, city };
    }
    case "hotel": {
      const match = HOTEL_CODE.exec(point.code);
      const city = match === null ? undefined : placeCity(match[1] ?? "");
      const hotel =
        city === undefined ? undefined : inventory.hotelsOf(city.code).find((h) => h.omniCode === match?.[2]);
      return hotel === undefined || city === undefined
        ? { reason: `unknown hotel "${point.code}"` }
        : { name: hotel.name, lat: hotel.lat, lng: hotel.lng, city };
    }
    case "city": {
      const city = placeCity(point.code);
      return city === undefined
        ? { reason: `unknown city "${point.code}"` }
        : { name: city.name.es, lat: city.lat, lng: city.lng, city };
    }
    case "poi": {
      const [lat, lng] = point.code.split(",").map(Number);
      if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
        return { reason: `expected lat,lng, got "${point.code}"` };
      const nearest = [...inventory.cities].sort(
        (a, b) => distanceKm(lat, lng, a.lat, a.lng) - distanceKm(lat, lng, b.lat, b.lng),
      )[0];
      return nearest === undefined ? { reason: "no city near" } : { name: point.name, lat, lng, city: nearest };
    }
  }
};

/** The farthest a transfer goes, km: further, the demo offers none (a flight's job). */
const TRANSFER_MAX_KM = 250;

const SUPPLIERS = ["Traslados del Sur", "CityRide Transfers", "Aeroshuttle", "Andes Drivers", "Costa Private Cars"];

/** Each private vehicle: seats, pieces of luggage it takes, and its price factor. */
const PRIVATE = [
  { vehicle: "sedan", seats: 3, luggage: 3, factor: 1 },
  { vehicle: "minivan", seats: 7, luggage: 7, factor: 1.45 },
  { vehicle: "van", seats: 12, luggage: 12, factor: 1.9 },
  { vehicle: "minibus", seats: 19, luggage: 20, factor: 2.6 },
] as const;

/** A `DD/MM/YYYY` policy date (the demo's format, `fmt`) as `YYYY-MM-DD`. */
const isoOf = (shown: string) => `${shown.slice(6, 10)}-${shown.slice(3, 5)}-${shown.slice(0, 2)}`;

const fmt = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A policy in the hotels' shape: free until one or two days before pick-up, non-refundable, or with a cost. */
const transferPolicy = (kind: "G" | "C" | "NR", pickUp: string, today: string, total: number, currency: string) => {
  const cost = (precio: number) => ({ moneda: currency, precio });
  const deadline = addDays(pickUp, -2);
  const free = kind === "G" && dayNumber(deadline) >= dayNumber(today);
  const texts = { G: "Cancelación gratuita", C: "Cancelación con gastos", NR: "No reembolsable" } as const;
  const code: "G" | "C" | "NR" = free ? "G" : kind === "G" ? "C" : kind;
  const nodos = free
    ? [
        { tipo: "G" as const, fecha_formated: fmt(today), costo: cost(0) },
        { tipo: "C" as const, fecha_formated: fmt(addDays(deadline, 1)), costo: cost(total) },
      ]
    : [
        {
          tipo: "C" as const,
          fecha_formated: fmt(today),
          costo: cost(code === "NR" ? total : Math.round(total * 50) / 100),
        },
      ];
  return {
    cancelacion: {
      tipo_cancelacion: { codigo: code, texto: texts[code] },
      ...(free ? { durante: `Sin gastos hasta el ${fmt(deadline)}` } : {}),
      nodos,
      currencyCodeCondition: currency,
      priceConditions: total,
    },
  };
};

/**
 * The demo's transfer offers for a search, the same on every run: shared and shuttle services priced per person,
 * private vehicles priced per vehicle (as many as the party needs, up to three), from a few suppliers; only the
 * offers that take the search's luggage; both ways cost 1.9 times one way. None beyond {@link TRANSFER_MAX_KM}.
 */
export const transferOffers = (
  inventory: Inventory,
  search: TransferSearch,
  from: TransferPlace,
  to: TransferPlace,
  today: string,
  currency: string,
): TransferOption[] => {
  const km = distanceKm(from.lat, from.lng, to.lat, to.lng);
  if (km > TRANSFER_MAX_KM) return [];
  const key = [search.from.kind, search.from.code, search.to.kind, search.to.code] as const;
  const rng = rngFor(inventory.seed, "transfer", ...key);
  const party = search.passengers.adults + search.passengers.children;
  const ways = search.inbound === null ? 1 : 1.9;
  const durationMinutes = Math.max(10, Math.round(km * 1.4 + 8));
  const id = (index: number) => `trf-${hashParts(...key).toString(36)}-${index}`;
  const price = (usdMinor: number) => minorToDecimal(demoConvertMinor(Math.round(usdMinor * ways), currency));
  const offers: TransferOption[] = [];
  const policyOf = (total: number) =>
    transferPolicy(pick(rng, ["G", "G", "C", "NR"] as const), search.outbound.date, today, total, currency);
  for (const supplier of SUPPLIERS) {
    if (chance(rng, 0.75)) {
      const amount = price(600 + km * 18 + intBetween(rng, 0, 300));
      offers.push({
        id: id(offers.length),
        serviceType: supplier === "Aeroshuttle" ? "shuttle" : "shared",
        vehicle: supplier === "Aeroshuttle" ? "bus" : "minibus",
        seats: supplier === "Aeroshuttle" ? 50 : 16,
        vehicles: 1,
        luggage: party,
        supplier,
        price: { amount, currency, basis: "person" },
        waitingMinutes: supplier === "Aeroshuttle" ? 0 : pick(rng, [15, 30]),
        durationMinutes: durationMinutes + intBetween(rng, 15, 45),
        policy: policyOf(amount * party),
      });
    }
    for (const car of PRIVATE) {
      const vehicles = Math.ceil(party / car.seats);
      if (vehicles > 3 || !chance(rng, 0.6)) continue;
      const amount = price((2500 + km * 95) * car.factor + intBetween(rng, 0, 900));
      offers.push({
        id: id(offers.length),
        serviceType: "private",
        vehicle: car.vehicle,
        seats: car.seats,
        vehicles,
        luggage: car.luggage * vehicles,
        supplier,
        price: { amount, currency, basis: "vehicle" },
        waitingMinutes: search.from.kind === "airport" ? pick(rng, [60, 90]) : pick(rng, [15, 30]),
        durationMinutes,
        policy: policyOf(amount * vehicles),
      });
    }
  }
  return offers.filter((offer) => offer.luggage >= search.luggage);
};

const SERVICE_ES = { shared: "Traslado compartido", private: "Traslado privado", shuttle: "Shuttle" } as const;
const VEHICLE_ES = {
  sedan: "Sedán",
  minivan: "Monovolumen",
  van: "Furgoneta",
  minibus: "Minibús",
  bus: "Autobús",
} as const;

/**
 * A transfer's budget line: the offer found again from the add's parameters and party (core's
 * `transferSearchOfBudgetItem`), its title (service, vehicle, ends, pick-up) and its total in USD; nothing for an
 * item that no longer reads as an offer.
 */
export const transferBudgetLine = (
  inventory: Inventory,
  rateId: string,
  parameters: Readonly<Record<string, string>>,
  occupancy: string,
  addedOn: string,
):
  | {
      readonly title: string;
      readonly price: { readonly amount: number; readonly currency: string };
      readonly cancellation: BudgetItemCancellation;
    }
  | undefined => {
  const search = transferSearchOfBudgetItem(parameters, occupancy);
  if (Result.isFailure(search)) return undefined;
  const from = transferPlace(inventory, search.success.from);
  const to = transferPlace(inventory, search.success.to);
  if ("reason" in from || "reason" in to) return undefined;
  const offer = transferOffers(inventory, search.success, from, to, addedOn, "USD").find(
    (option) => option.id === rateId,
  );
  if (offer === undefined) return undefined;
  const { outbound, inbound } = search.success;
  const total = transferPriceView(offer, search.success.passengers).total;
  return {
    title: `${SERVICE_ES[offer.serviceType]} · ${VEHICLE_ES[offer.vehicle]} · ${from.name} → ${to.name} · ${outbound.date} ${outbound.time}${inbound === null ? "" : ` / ${inbound.date} ${inbound.time}`}`,
    price: { amount: total.minor / 100, currency: total.currency },
    // The policy's cost nodes as the budget's penalty steps (free before the first), day by day to the pick-up.
    cancellation: {
      serviceDate: outbound.date,
      penalties: offer.policy.cancelacion.nodos.flatMap((node) =>
        node.tipo === "G" || node.costo === undefined
          ? []
          : [{ from: isoOf(node.fecha_formated), amount: node.costo.precio, currency: node.costo.moneda }],
      ),
    },
  };
};

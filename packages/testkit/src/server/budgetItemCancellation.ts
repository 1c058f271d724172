import {
  type BudgetItemCancellation,
  type BudgetItemDeadline,
  PACKAGE_BUDGET_PRODUCT,
  parsePackageRateId,
} from "@travesia/core";
import type { BudgetItem } from "../db/budgetStore.js";
import { parseFlightOptionId } from "../internal/flightReplies.js";
import { houseFacts, packageLine, type RateFacts, rateFacts } from "../internal/inventoryFacts.js";
import { addDays, dayNumber } from "../inventory/days.js";
import { inventoryHotelPolicy } from "../inventory/hotelPolicy.js";
import type { Inventory } from "../inventory/inventory.js";
import { minorToDecimal } from "../inventory/money.js";

// What cancelling a budget item costs and when its deadlines pass, as a supplier would state them on the day the item
// was added: the budget reply's optional `cancellation` and `deadlines` (core's `BudgetItem`). Flights alone and
// products the inventory does not price carry neither: their policy is unknown, and the portal says so.

/** How long a quoted price holds after it was added to a budget. */
const RATE_VALIDITY_MS = 72 * 3_600_000;

/**
 * A holiday house's terms (the inventory's houses state none; ours, the usual ones of the trade): free until 14 days
 * before check-in, half the stay from then, the whole stay from 3 days before.
 */
const HOUSE_TERMS = { freeUntilDaysBefore: 14, halfFromDaysBefore: 14, wholeFromDaysBefore: 3 } as const;

/** Refundable fare families pay a fixed penalty per passenger (the fare rules' "penalidad de USD 200"); the rest lose the fare. */
const REFUNDABLE_FARE_FAMILIES = new Set(["F", "B", "P"]);
const REFUND_PENALTY_USD_MINOR = 20_000;

const startOfDay = (date: string): string => `${date}T00:00:00Z`;
const endOfDay = (date: string): string => `${date}T23:59:00Z`;

const usd = (minor: number) => ({ amount: minorToDecimal(minor), currency: "USD" });

const rateValidity = (addedAt: number): BudgetItemDeadline => ({
  kind: "rateValidity",
  at: new Date(addedAt + RATE_VALIDITY_MS).toISOString(),
});

/** A hotel rate's policy as quoted the day it was added: its cost nodes as steps, plus its deadlines. */
const hotelTerms = (inventory: Inventory, facts: RateFacts, addedDay: string) => {
  const policy = inventoryHotelPolicy(inventory.seed, facts.rate, facts.stay, addedDay, "USD", "YYYY-MM-DD");
  const steps = policy.cancelacion.nodos.map((node) => ({
    from: node.fecha_formated,
    minor: Math.round(node.costo.precio * 100),
  }));
  const free = facts.rate.policyKind === "G" ? steps.find((step) => step.minor > 0) : undefined;
  const deadlines: BudgetItemDeadline[] = [
    ...(free === undefined ? [] : [{ kind: "freeCancellation" as const, at: startOfDay(free.from) }]),
    { kind: "optionExpiry", at: endOfDay(policy.paymentDate) },
  ];
  return { steps, deadlines };
};

/** The penalty of one part of a package on a day: its last step begun by then. */
const minorOn = (steps: readonly { from: string; minor: number }[], day: string): number =>
  steps.filter((step) => step.from <= day).at(-1)?.minor ?? 0;

/** A package: the hotel's steps plus the flight's penalty, which its fare family sets from the day it was booked. */
const packageTerms = (inventory: Inventory, rateId: string, addedDay: string) => {
  const parts = parsePackageRateId(rateId);
  const outbound = parts === null ? undefined : parseFlightOptionId(parts.outbound);
  const hotel = parts === null ? undefined : rateFacts(inventory, parts.hotelRate);
  const line = packageLine(inventory, rateId, addedDay);
  if (outbound === undefined || hotel === undefined || line === undefined) return undefined;
  const flightMinor = Math.round(line.price.amount * 100) - hotel.rate.totalUsdMinor;
  const passengers = hotel.stay.rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
  const flightPenalty = REFUNDABLE_FARE_FAMILIES.has(outbound.family)
    ? Math.min(flightMinor, REFUND_PENALTY_USD_MINOR * passengers)
    : flightMinor;
  const hotelPart = hotelTerms(inventory, hotel, addedDay);
  const days = [...new Set([addedDay, ...hotelPart.steps.map((step) => step.from)])].sort();
  return {
    cancellation: {
      serviceDate: outbound.date,
      penalties: days.map((day) => ({ from: day, ...usd(minorOn(hotelPart.steps, day) + flightPenalty) })),
    },
    deadlines: hotelPart.deadlines.filter((deadline) => deadline.kind === "optionExpiry"),
  };
};

const houseTerms = (inventory: Inventory, rateId: string, addedDay: string) => {
  const house = houseFacts(inventory, rateId);
  if (house === undefined) return undefined;
  const half = addDays(house.checkIn, -HOUSE_TERMS.halfFromDaysBefore);
  const whole = addDays(house.checkIn, -HOUSE_TERMS.wholeFromDaysBefore);
  const freeEnds = addDays(house.checkIn, -HOUSE_TERMS.freeUntilDaysBefore);
  return {
    cancellation: {
      serviceDate: house.checkIn,
      penalties: [
        { from: half, ...usd(Math.round(house.usdMinor / 2)) },
        { from: whole, ...usd(house.usdMinor) },
      ],
    },
    deadlines:
      dayNumber(freeEnds) > dayNumber(addedDay)
        ? [{ kind: "freeCancellation" as const, at: startOfDay(freeEnds) }]
        : [],
  };
};

/**
 * The `cancellation` and `deadlines` of a budget item, as of the day it was added; nothing for a product whose
 * terms the demo does not know.
 */
export const budgetItemTerms = (
  inventory: Inventory,
  item: BudgetItem,
): { readonly cancellation?: BudgetItemCancellation; readonly deadlines?: readonly BudgetItemDeadline[] } => {
  const addedDay = new Date(item.addedAt).toISOString().slice(0, 10);
  const terms =
    item.product === "hotel"
      ? (() => {
          const facts = rateFacts(inventory, item.rateId);
          if (facts === undefined) return undefined;
          const hotel = hotelTerms(inventory, facts, addedDay);
          return {
            cancellation: {
              serviceDate: facts.stay.checkIn,
              penalties: hotel.steps.map((step) => ({ from: step.from, ...usd(step.minor) })),
            },
            deadlines: hotel.deadlines,
          };
        })()
      : item.product === "house"
        ? houseTerms(inventory, item.rateId, addedDay)
        : item.product === PACKAGE_BUDGET_PRODUCT
          ? packageTerms(inventory, item.rateId, addedDay)
          : undefined;
  return terms === undefined
    ? {}
    : { cancellation: terms.cancellation, deadlines: [...terms.deadlines, rateValidity(item.addedAt)] };
};

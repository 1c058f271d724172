import {
  type BudgetItemCancellation,
  type BudgetItemDeadline,
  type CalendarDate,
  CIRCUIT_BUDGET_PRODUCT,
  CIRCUIT_CANCELLATION_SCALE,
  cancellationScaleTerms,
  freeUntilHoursBefore,
  money,
  PACKAGE_BUDGET_PRODUCT,
  parsePackageRateId,
  TRANSFER_BUDGET_PRODUCT,
} from "@travesia/core";
import type { BudgetItem } from "../db/budgetStore.js";
import { parseFlightOptionId } from "../internal/flightReplies.js";
import { houseFacts, packageLine, type RateFacts, rateFacts } from "../internal/inventoryFacts.js";
import { activityBudgetLine, inventoryActivityOfRate } from "../inventory/activities.js";
import { circuitBudgetLine } from "../inventory/circuits.js";
import { addDays, dayNumber } from "../inventory/days.js";
import { inventoryHotelPolicy } from "../inventory/hotelPolicy.js";
import type { Inventory } from "../inventory/inventory.js";
import { minorToDecimal } from "../inventory/money.js";
import { transferBudgetLine } from "../inventory/transfers.js";

// What cancelling a budget item costs and when its deadlines pass, as a supplier would state them on the day the item
// was added: the budget reply's optional `cancellation` and `deadlines` (core's `BudgetItem`). Activities follow the
// activity sites (free up to the activity's hours before its slot, as its detail page says, else non-refundable),
// circuits the tour operators' scale (core's CIRCUIT_CANCELLATION_SCALE), transfers their offer's policy. Flights
// alone and products the inventory does not price carry neither: their policy is unknown, and the portal says so.

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

type Parameters = Readonly<Record<string, string>>;

const usdTotal = (line: { readonly price: { readonly amount: number } } | undefined) =>
  line === undefined ? undefined : money(Math.round(line.price.amount * 100), "USD");

/** An activity's slot (rate `{activityId}:{YYYYMMDD}:{HHmm}`): free up to its hours before, else non-refundable. */
const activityTerms = (inventory: Inventory, item: BudgetItem, parameters: Parameters, addedDay: string) => {
  const [, day = "", time = ""] = item.rateId.split(":");
  const activity = inventoryActivityOfRate(inventory, item.rateId);
  const total = usdTotal(activityBudgetLine(inventory, item.rateId, parameters, item.occupancy));
  if (activity === undefined || total === undefined) return undefined;
  return freeUntilHoursBefore({
    serviceDate: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` as CalendarDate,
    serviceTime: `${time.slice(0, 2)}:${time.slice(2, 4)}`,
    hours: activity.freeCancellationHours,
    total,
    bookedOn: addedDay as CalendarDate,
  });
};

/** A circuit's departure (rate `{circuitId}:{YYYYMMDD}`): the tour operators' scale by days before it. */
const circuitTerms = (inventory: Inventory, item: BudgetItem, parameters: Parameters, addedDay: string) => {
  const day = item.rateId.split(":")[1] ?? "";
  const total = usdTotal(circuitBudgetLine(inventory.seed, item.rateId, parameters));
  if (total === undefined) return undefined;
  return cancellationScaleTerms({
    serviceDate: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` as CalendarDate,
    total,
    bookedOn: addedDay as CalendarDate,
    scale: CIRCUIT_CANCELLATION_SCALE,
  });
};

/** A transfer: its offer's cost nodes, free until the first when that comes after the day it was added. */
const transferTerms = (inventory: Inventory, item: BudgetItem, parameters: Parameters, addedDay: string) => {
  const line = transferBudgetLine(inventory, item.rateId, parameters, item.occupancy, addedDay);
  if (line === undefined) return undefined;
  const first = line.cancellation.penalties[0]?.from;
  return {
    cancellation: line.cancellation,
    deadlines:
      first === undefined || first <= addedDay ? [] : [{ kind: "freeCancellation" as const, at: startOfDay(first) }],
  };
};

/**
 * The `cancellation` and `deadlines` of a budget item, as of the day it was added (`parameters`: the add's, read as
 * text); nothing for a product whose terms the demo does not know.
 */
export const budgetItemTerms = (
  inventory: Inventory,
  item: BudgetItem,
  parameters: Parameters,
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
          : item.product === "activity"
            ? activityTerms(inventory, item, parameters, addedDay)
            : item.product === CIRCUIT_BUDGET_PRODUCT
              ? circuitTerms(inventory, item, parameters, addedDay)
              : item.product === TRANSFER_BUDGET_PRODUCT
                ? transferTerms(inventory, item, parameters, addedDay)
                : undefined;
  return terms === undefined
    ? {}
    : { cancellation: terms.cancellation, deadlines: [...terms.deadlines, rateValidity(item.addedAt)] };
};

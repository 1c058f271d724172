import {
  type Budget,
  CIRCUIT_BUDGET_PRODUCT,
  money,
  moneyToDecimal,
  PACKAGE_BUDGET_PRODUCT,
  rescaleCancellation,
  TRANSFER_BUDGET_PRODUCT,
  timeSince,
} from "@travesia/core";
import { Result } from "effect";
import type { Context } from "hono";
import { type BudgetItem, findBudget, type StoredBudget } from "../db/budgetStore.js";
import type { DemoUser } from "../db/demoUsers.js";
import { houseFacts, packageLine, rateFacts } from "../internal/inventoryFacts.js";
import { badRequest, positiveId } from "../internal/requestBody.js";
import { activityBudgetLine } from "../inventory/activities.js";
import { circuitBudgetLine } from "../inventory/circuits.js";
import type { Inventory } from "../inventory/inventory.js";
import { transferBudgetLine } from "../inventory/transfers.js";
import { budgetItemTerms } from "./budgetItemCancellation.js";
import type { DemoEnv } from "./context.js";
import { notLoggedIn } from "./login.js";

// A budget as the API shows it, and the ownership check: shared by the budget, trip and user (header) routes.

/** Spec 000 §8 and §6 texts the server sends. */
export const BUDGET_MESSAGES = {
  noActiveBudget: "Actualmente no existe ningún presupuesto activo",
  addFailed: "Hubo un pequeño problema al agregar este servicio... ¿Podrías intentarlo de nuevo?",
  listFailed: "No se pudieron recuperar los presupuestos",
  foreign: "No tiene permisos para recuperar el presupuesto activo.",
  notFound: "El presupuesto no existe.",
} as const;

const UNITS = {
  seconds: ["segundo", "segundos"],
  minutes: ["minuto", "minutos"],
  hours: ["hora", "horas"],
  days: ["día", "días"],
  months: ["mes", "meses"],
  years: ["año", "años"],
} as const;

/**
 * The budget's `timeFromNow` text (spec 000 §3), from core's `timeSince`: "hace un momento" under a minute, else
 * "hace 3 horas".
 *
 * @example timeFromNowText(0, 3 * 3_600_000) // "hace 3 horas"
 */
const timeFromNowText = (then: number, now: number): string => {
  const since = timeSince(then, now);
  if (since.unit === "seconds") return "hace un momento";
  const [one, many] = UNITS[since.unit];
  return `hace ${since.value} ${since.value === 1 ? one : many}`;
};

/** The stored parameters as core's string map (they were decoded as one when the product was added). */
const parameterMap = (stored: unknown): Readonly<Record<string, string>> =>
  typeof stored === "object" && stored !== null
    ? Object.fromEntries(
        Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      )
    : {};

/**
 * The item's cancellation and deadlines as of the day it was added; once a re-quoted price is accepted, that price
 * replaces the one the item was added at, and its penalties follow it (core's `rescaleCancellation`).
 */
const acceptedPriceTerms = (inventory: Inventory, item: BudgetItem) => {
  const terms = budgetItemTerms(inventory, item, parameterMap(item.parameters));
  if (item.acceptedPrice === null) return terms;
  const accepted = money(item.acceptedPrice.minor, item.acceptedPrice.currency);
  const quotedMinor = itemPriceOn(inventory, item, new Date(item.addedAt).toISOString().slice(0, 10));
  const cancellation =
    terms.cancellation === undefined || quotedMinor === undefined
      ? undefined
      : rescaleCancellation(terms.cancellation, money(quotedMinor, "USD"), accepted);
  return {
    ...(terms.deadlines === undefined ? {} : { deadlines: terms.deadlines }),
    ...(cancellation === undefined ? {} : { cancellation }),
    price: { amount: moneyToDecimal(accepted), currency: accepted.currency },
  };
};

const itemView = (inventory: Inventory, item: BudgetItem) => {
  const facts = item.product === "hotel" ? rateFacts(inventory, item.rateId) : undefined;
  const house = item.product === "house" ? houseFacts(inventory, item.rateId) : undefined;
  const pack =
    item.product === PACKAGE_BUDGET_PRODUCT
      ? packageLine(inventory, item.rateId, new Date(item.addedAt).toISOString().slice(0, 10))
      : undefined;
  const transfer =
    item.product === TRANSFER_BUDGET_PRODUCT
      ? transferBudgetLine(
          inventory,
          item.rateId,
          parameterMap(item.parameters),
          item.occupancy,
          new Date(item.addedAt).toISOString().slice(0, 10),
        )
      : undefined;
  const activity =
    item.product === "activity"
      ? activityBudgetLine(inventory, item.rateId, parameterMap(item.parameters), item.occupancy)
      : undefined;
  const circuit =
    item.product === CIRCUIT_BUDGET_PRODUCT
      ? circuitBudgetLine(inventory.seed, item.rateId, parameterMap(item.parameters))
      : undefined;
  return {
    id: String(item.itemId),
    product: item.product,
    rateId: item.rateId,
    ...pack,
    ...transfer,
    ...activity,
    ...circuit,
    ...(house === undefined
      ? {}
      : {
          title: `${house.house.name} · ${house.checkIn} – ${house.checkOut}`,
          price: { amount: house.usdMinor / 100, currency: "USD" },
        }),
    ...(facts === undefined
      ? {}
      : {
          title: `${facts.hotel.name} · ${facts.rate.rooms.map((room) => room.type.name.es).join(" + ")} · ${facts.rate.board.name.es}`,
          price: { amount: facts.rate.totalUsdMinor / 100, currency: "USD" },
        }),
    parameters: parameterMap(item.parameters),
    occupancy: item.occupancy,
    ...(item.destinationId === null ? {} : { destinationId: item.destinationId }),
    ...(item.alternativeProductIds === null ? {} : { alternativeProductIds: item.alternativeProductIds.split(",") }),
    addedAt: new Date(item.addedAt).toISOString(),
    ...acceptedPriceTerms(inventory, item),
    pricedAt: new Date(item.pricedAt ?? item.addedAt).toISOString(),
  };
};

/**
 * What an item costs if quoted on `day` (USD minor units), as the inventory prices it: a hotel rate's or house
 * stay's total, a package's flight and hotel; undefined when the inventory no longer has it (or never priced it).
 */
export const itemPriceOn = (inventory: Inventory, item: BudgetItem, day: string): number | undefined => {
  if (item.product === "hotel") return rateFacts(inventory, item.rateId)?.rate.totalUsdMinor;
  if (item.product === "house") return houseFacts(inventory, item.rateId)?.usdMinor;
  if (item.product !== PACKAGE_BUDGET_PRODUCT) return undefined;
  const line = packageLine(inventory, item.rateId, day);
  return line === undefined ? undefined : Math.round(line.price.amount * 100);
};

/**
 * A budget or trip as the API shows it: core's `Budget` (spec 000 §3 "quotationId, title, firstName, lastName,
 * comments, timeFromNow, items", plus `kind`, `isoCountryCode` when known, and the dates).
 */
export const budgetView = (inventory: Inventory, budget: StoredBudget, now: number): Budget => ({
  quotationId: String(budget.id),
  title: budget.title,
  firstName: budget.firstName,
  lastName: budget.lastName,
  comments: budget.comments,
  timeFromNow: timeFromNowText(budget.updatedAt, now),
  items: budget.items.map((item) => itemView(inventory, item)),
  kind: budget.kind,
  ...(budget.isoCountryCode === null ? {} : { isoCountryCode: budget.isoCountryCode }),
  createdAt: new Date(budget.createdAt).toISOString(),
  updatedAt: new Date(budget.updatedAt).toISOString(),
  ...(budget.repricedAt === null ? {} : { repricedAt: new Date(budget.repricedAt).toISOString() }),
});

/** The budget or trip `id` if the current user owns it; otherwise the reply to send (401, 400, 404 or 403). */
export const ownedBudget = (
  c: Context<DemoEnv>,
  rawId: string | undefined,
  field = "id",
): { readonly user: DemoUser; readonly budget: StoredBudget } | Response => {
  const user = c.get("user");
  if (user === undefined) return notLoggedIn(c);
  const id = positiveId(field, rawId);
  if (Result.isFailure(id)) return badRequest(c, id.failure);
  const budget = findBudget(c.get("demo").db, id.success);
  if (budget === undefined) return c.json({ done: false, error: BUDGET_MESSAGES.notFound }, 404);
  if (budget.owner !== user.username) return c.json({ done: false, error: BUDGET_MESSAGES.foreign }, 403);
  return { user, budget };
};

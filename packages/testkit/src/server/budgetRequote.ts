import { type BudgetItemQuote, PACKAGE_BUDGET_PRODUCT } from "@travesia/core";
import type { Context } from "hono";
import type { BudgetItem, StoredBudget } from "../db/budgetStore.js";
import { demoToday } from "../internal/demoRequest.js";
import { rateFacts } from "../internal/inventoryFacts.js";
import { itemPriceOn } from "./budgets.js";
import type { DemoEnv } from "./context.js";
import { scenarioActive } from "./scenario.js";

// 'Actualizar precios' on the demo: each item quoted again as the inventory prices it today. The inventory's hotel
// and house prices do not move, so the scenarios `requote-change` and `requote-withdraw` stand for a supplier that
// changed one rate and withdrew another.

/** Products the demo can quote again. */
const REQUOTABLE = new Set(["hotel", "house", PACKAGE_BUDGET_PRODUCT]);

/** How much dearer `requote-change` makes the first priced item. */
const CHANGE_FACTOR = 1.1;

/** A re-quoted item: today's price (USD minor units), or gone. */
export type ItemRequoteFact =
  | { readonly itemId: number; readonly available: true; readonly usdMinor: number }
  | { readonly itemId: number; readonly available: false };

const usd = (minor: number) => ({ amount: minor / 100, currency: "USD" });

/** Today's quotes of a budget's re-quotable items, with the demo scenarios applied. */
export const requoteFacts = (c: Context<DemoEnv>, budget: StoredBudget): readonly ItemRequoteFact[] => {
  const { inventory } = c.get("demo");
  const today = demoToday(c);
  const items = budget.items.filter((item) => REQUOTABLE.has(item.product));
  const withdrawn = scenarioActive(c, "requote-withdraw") ? items.at(-1)?.itemId : undefined;
  let changed = !scenarioActive(c, "requote-change");
  return items.map((item): ItemRequoteFact => {
    const price = itemPriceOn(inventory, item, today);
    if (price === undefined || item.itemId === withdrawn) return { itemId: item.itemId, available: false };
    const dearer = !changed && item.itemId !== withdrawn;
    if (dearer) changed = true;
    return { itemId: item.itemId, available: true, usdMinor: dearer ? Math.round(price * CHANGE_FACTOR) : price };
  });
};

/** A withdrawn hotel rate's related rates: the same hotel's other rates for the stay, the closest in price first. */
const alternativesOf = (c: Context<DemoEnv>, item: BudgetItem): NonNullable<BudgetItemQuote["alternatives"]> => {
  const { inventory } = c.get("demo");
  const facts = item.product === "hotel" ? rateFacts(inventory, item.rateId) : undefined;
  if (facts === undefined) return [];
  return inventory
    .ratesOf(facts.hotel, facts.stay)
    .filter((rate) => rate.tripProductId !== item.rateId && !rate.alternative)
    .sort(
      (a, b) =>
        Math.abs(a.totalUsdMinor - facts.rate.totalUsdMinor) - Math.abs(b.totalUsdMinor - facts.rate.totalUsdMinor),
    )
    .slice(0, 3)
    .map((rate) => ({
      rateId: rate.tripProductId,
      title: `${facts.hotel.name} · ${rate.rooms.map((room) => room.type.name.es).join(" + ")} · ${rate.board.name.es}`,
      price: usd(rate.totalUsdMinor),
    }));
};

/** Core's `BudgetItemQuote` list for a budget. */
export const requoteReply = (c: Context<DemoEnv>, budget: StoredBudget): readonly BudgetItemQuote[] =>
  requoteFacts(c, budget).map((fact) => {
    const item = budget.items.find((candidate) => candidate.itemId === fact.itemId);
    return fact.available
      ? { itemId: String(fact.itemId), available: true, price: usd(fact.usdMinor) }
      : {
          itemId: String(fact.itemId),
          available: false,
          alternatives: item === undefined ? [] : alternativesOf(c, item),
        };
  });

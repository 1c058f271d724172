import type { Budget, BudgetDeadlineKind } from "../../api/budget.js";
import { buildBudgetDetailUrl, buildTripEditUrl } from "../../routes/portalUrls.js";
import { budgetItemHeading } from "../itemDates/budgetItemHeading.js";
import { type ZonedDateTime, zonedDateTime } from "./zonedDateTime.js";

/** How far ahead the deadlines page looks, in days (issue "Deadlines coming up": "within the next 5 days"). */
export const BUDGET_DEADLINE_WINDOW_DAYS = 5;

const DAY_MS = 86_400_000;

/** An instant written ISO 8601 with its offset; a time without an offset would be read in the machine's zone. */
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** One deadline of one budget item, where to find it, and when it passes in the agent's zone. */
export interface BudgetDeadline {
  readonly kind: BudgetDeadlineKind;
  /** The instant it passes (epoch ms). */
  readonly at: number;
  /** That instant in the agent's time zone. */
  readonly local: ZonedDateTime;
  readonly budgetId: string;
  readonly budgetTitle: string;
  readonly itemId: string;
  readonly itemTitle: string | undefined;
  readonly product: string;
  /** The budget's (or trip's) page, at the item: `/mybudgets/{id}#item-{itemId}`. */
  readonly href: string;
}

/** What {@link budgetDeadlines} needs: the agent's budgets, now (the caller's clock) and the agent's time zone. */
export interface BudgetDeadlinesInput {
  readonly budgets: readonly Budget[];
  readonly nowMs: number;
  /** An IANA zone name (`Europe/Madrid`); an unknown one is read as UTC. */
  readonly timeZone: string;
  readonly windowDays?: number;
}

/** The anchor of a budget item on its budget's page. */
export const budgetItemAnchor = (itemId: string): string => `item-${itemId}`;

/**
 * Builds the link to one item of a budget, or of a trip (the pricer's quotation, on its own page).
 *
 * @example budgetItemUrl("981", "3") // "/mybudgets/981#item-3"
 * @example budgetItemUrl("981", "3", "trip") // "/v3/trip/edit/981#item-3"
 */
export const budgetItemUrl = (budgetId: string, itemId: string, kind: "budget" | "trip" = "budget"): string =>
  `${kind === "trip" ? buildTripEditUrl(budgetId) : buildBudgetDetailUrl(budgetId)}#${encodeURIComponent(budgetItemAnchor(itemId))}`;

/** The instant of an ISO 8601 text with an offset, or `undefined`. */
export const parseZonedInstant = (text: string): number | undefined => {
  if (!ZONED_INSTANT.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : undefined;
};

const byTime = (a: BudgetDeadline, b: BudgetDeadline): number =>
  a.at - b.at ||
  (a.budgetId < b.budgetId ? -1 : a.budgetId > b.budgetId ? 1 : 0) ||
  (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0) ||
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0);

/**
 * Every deadline (end of free cancellation, option expiry, rate validity) across the budgets that passes from now
 * (included) to `windowDays` days later (excluded), soonest first, each read in the agent's time zone. Deadlines
 * already past, further away, or whose instant cannot be read are left out.
 *
 * @example budgetDeadlines({ budgets, nowMs: Date.UTC(2026, 11, 1), timeZone: "America/Argentina/Buenos_Aires" })
 * // [{ kind: "freeCancellation", at: …, local: { date: "2026-12-03", time: "21:00", … }, href: "/mybudgets/7#item-2", … }]
 */
export const budgetDeadlines = ({
  budgets,
  nowMs,
  timeZone,
  windowDays = BUDGET_DEADLINE_WINDOW_DAYS,
}: BudgetDeadlinesInput): readonly BudgetDeadline[] => {
  const end = nowMs + windowDays * DAY_MS;
  const found: BudgetDeadline[] = [];
  for (const budget of budgets)
    for (const item of budget.items ?? [])
      for (const deadline of item.deadlines ?? []) {
        const at = parseZonedInstant(deadline.at);
        if (at === undefined || at < nowMs || at >= end) continue;
        found.push({
          kind: deadline.kind,
          at,
          local: zonedDateTime(at, timeZone),
          budgetId: budget.quotationId,
          budgetTitle: budget.title,
          itemId: item.id,
          // The item's name: a stored title's trailing YYYY-MM-DD dates are not the reader's (core's budgetItemHeading).
          itemTitle: budgetItemHeading(item).name ?? undefined,
          product: item.product,
          href: budgetItemUrl(budget.quotationId, item.id, budget.kind),
        });
      }
  return found.sort(byTime);
};

import type { BudgetItem } from "../../api/budget.js";
import type { Language } from "../../locale/language.js";
import { budgetItemHeading } from "./budgetItemHeading.js";
import { formatDayRange } from "./formatDayRange.js";

/**
 * An item named in one line (the timeline's breakdown, a re-price line): its name, then its dates in the reader's
 * language when it has some; the rate id, then the item id, stand in for a missing title.
 *
 * @example budgetItemLabel({ id: "3", title: "Casa Faro · 2027-01-18 – 2027-01-25" }, "en")
 * // "Casa Faro · Jan 18, 2027 – Jan 25, 2027"
 */
export const budgetItemLabel = (
  item: Pick<BudgetItem, "id" | "rateId" | "title" | "parameters">,
  language: Language,
): string => {
  const heading = budgetItemHeading(item);
  const name = heading.name ?? item.rateId ?? item.id;
  return heading.from === null ? name : `${name} · ${formatDayRange(heading.from, heading.to, language)}`;
};

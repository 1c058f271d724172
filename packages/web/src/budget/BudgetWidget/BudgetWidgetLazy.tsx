import { lazyWidget } from "../../shared/lazyWidget";
import { BudgetWidgetPlaceholder } from "./BudgetWidgetPlaceholder";

/**
 * The floating budget widget of the header (spec 000 §2). Its code — Headless UI and the budget hooks — loads only
 * for signed-in users of a portal with budgets, after the first paint.
 */
export const BudgetWidgetLazy = lazyWidget(
  async () => ({ default: (await import("./BudgetWidgetConnected")).BudgetWidgetConnected }),
  BudgetWidgetPlaceholder,
);

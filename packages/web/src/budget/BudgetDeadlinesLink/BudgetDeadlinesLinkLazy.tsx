import { lazyWidget } from "../../shared/lazyWidget";
import { BudgetDeadlinesLinkPlaceholder } from "./BudgetDeadlinesLinkPlaceholder";

/** The header's deadlines entry: its hook and the budget list's Schema load after the first paint. */
export const BudgetDeadlinesLinkLazy = lazyWidget(
  async () => ({ default: (await import("./BudgetDeadlinesLinkConnected")).BudgetDeadlinesLinkConnected }),
  BudgetDeadlinesLinkPlaceholder,
);

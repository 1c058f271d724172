import {
  type Budget,
  budgetCurrency,
  type CancellationTimeline,
  cancellationTimeline,
  zonedDateTime,
} from "@travesia/core";
import { useMemo } from "react";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { agentTimeZone } from "./agentTimeZone.js";

/**
 * What cancelling the whole budget costs, day by day from today (the provider's clock, read in the agent's time zone)
 * to the trip: core's `cancellationTimeline` over the budget's items, in the budget's currency (core's
 * `budgetCurrency`) with only the exchange rates the budget names. `null` until the budget is loaded.
 *
 * @example const timeline = useBudgetCancellationTimeline(detail.data.budget);
 */
export const useBudgetCancellationTimeline = (
  budget: Budget | null,
  timeZone: string = agentTimeZone(),
): CancellationTimeline | null => {
  const { world } = usePortalQuery();
  return useMemo(
    () =>
      budget === null
        ? null
        : cancellationTimeline({
            items: budget.items ?? [],
            today: zonedDateTime(world.clock.now(), timeZone).date,
            currency: budgetCurrency(budget),
            conversions: budget.exchangeRates ?? [],
          }),
    [budget, world.clock, timeZone],
  );
};

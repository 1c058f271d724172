import { useCallback, useEffect, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookError, HookResult } from "../common/hookResult.js";
import { portalConfigSettled } from "../config/portalConfigSettled.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { httpStatusOf } from "../query/endpointError.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { setActiveBudget, syncActiveBudget } from "./activeBudget.js";
import { budgetKeys } from "./budgetQueries.js";
import { fetchBudgetOrTrip } from "./useBudgetDetail.js";

/** What {@link useActiveBudget} returns: `refused` when the stored key belongs to another user. */
export type ActiveBudgetResult = HookResult<
  "none" | "active" | "refused",
  { readonly mode: "budget" | "trip"; readonly id: string | null },
  {
    /** 'activar' (spec 000 §4): checks the budget is the user's (`GET api/budget/get/{id}`), then makes it active. */
    readonly activate: (id: string) => Promise<boolean>;
    readonly clear: () => void;
  }
>;

/**
 * The active budget or trip (spec 000 §4). Re-reads the stored key whenever the user or the mode changes; a key of
 * another user is refused with `budget.noPermission`.
 *
 * @example
 * const active = useActiveBudget();
 * <button onClick={() => active.actions.activate(budget.quotationId)}>activar</button>
 */
export const useActiveBudget = (): ActiveBudgetResult => {
  const { world, client } = usePortalQuery();
  const userId = usePortalStore("user", (state) => state.user?.id ?? null);
  const { mode, id } = usePortalStore("active", (state) => state);
  const [refused, setRefused] = useState(false);
  const [error, setError] = useState<HookError | null>(null);

  useEffect(() => {
    // userId and mode are the inputs of the stored key's reading.
    void userId;
    void mode;
    const outcome = syncActiveBudget(world);
    setRefused(outcome === "refused");
    setError(outcome === "refused" ? { key: hookMessageKeys.budgetNoPermission } : null);
  }, [world, userId, mode]);

  const activate = useCallback(
    async (next: string) => {
      // The ownership check reads the budget through the cache: the detail page of it then needs no second call.
      const checked = await client
        .fetchQuery({
          queryKey: [...budgetKeys.details, "budget", next],
          queryFn: ({ signal }) => fetchBudgetOrTrip(world.api, "budget", next, signal),
          staleTime: 0,
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      if (checked !== null) {
        const forbidden = httpStatusOf(checked) === 403;
        setError({ key: forbidden ? hookMessageKeys.budgetNoPermission : hookMessageKeys.budgetActivateError });
        return false;
      }
      // The stored key carries the mode the configuration sets: a key written before a configuration in flight lands
      // would be read in the other mode, and the budget would not be active after all.
      await portalConfigSettled(world);
      setActiveBudget(world, next);
      setRefused(false);
      setError(null);
      return true;
    },
    [world, client],
  );
  const clear = useCallback(() => setActiveBudget(world, null), [world]);

  return {
    status: refused ? "refused" : id === null ? "none" : "active",
    data: { mode, id },
    error,
    actions: { activate, clear },
  };
};

import { useMutation } from "@tanstack/react-query";
import {
  type AddToBudgetEvent,
  type AddToBudgetNavigation,
  type AddToBudgetState,
  addToBudgetDisabled,
  addToBudgetInitial,
  addToBudgetLabelKey,
  addToBudgetNavigation,
  addToBudgetNotices,
  addToBudgetTransition,
} from "@travesia/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { loadCounters } from "../counters/loadCounters.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { refreshCountersAfterAdd } from "../query/asyncPolicies.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { pushToast } from "../toasts/toastQueue.js";
import { setActiveBudget } from "./activeBudget.js";
import { readAddedProducts, recordAddedProduct } from "./addedProducts.js";
import { type AddToBudgetCall, type AddToBudgetItem, addToBudgetCall } from "./addToBudgetCall.js";
import { invalidateBudgets } from "./budgetQueries.js";
import type { AddToBudgetResult } from "./budgetTypes.js";

export type { AddToBudgetNavigation } from "@travesia/core";
export type { AddToBudgetItem } from "./addToBudgetCall.js";

export type { AddToBudgetResult } from "./budgetTypes.js";

/**
 * The add-to-budget button (spec 000 §4, §8): core's `addToBudgetTransition` machine driven by one mutation (the
 * draft creation when needed, then the add). Every notice (core's `addToBudgetNotices`) goes to the toast queue with
 * core's durations; lists reload and the counters refresh 1 s after an add; a 401 from the draft creation asks the
 * view to go to /logout.
 *
 * @example
 * const add = useAddToBudget(rateId);
 * <button disabled={add.data.disabled} onClick={() => add.actions.add({ product: "hotel", rateId, occupancy: "2-0" })}>
 */
export const useAddToBudget = (rateId?: string): AddToBudgetResult => {
  const { world, client } = usePortalQuery();
  const [alreadyAdded] = useState(
    () => rateId !== undefined && readAddedProducts(world.storage.local).includes(rateId),
  );
  const mode = usePortalStore("active", (state) => state.mode);
  const [state, setState] = useState<AddToBudgetState>(addToBudgetInitial);
  const current = useRef(state);
  // Derived, not stored at completion: an add that ends before the portal's flags arrive (a click on a page still
  // loading its config) must still lead to the trip once they do.
  const flags = usePortalStore("config", (config) => config.flags);
  const navigation = useMemo<AddToBudgetNavigation | null>(() => addToBudgetNavigation(state, flags), [state, flags]);
  const { mutateAsync } = useMutation({ mutationFn: (call: AddToBudgetCall) => addToBudgetCall(world, call) }, client);

  const step = useCallback(
    (event: AddToBudgetEvent) => {
      const next = addToBudgetTransition(current.current, event);
      current.current = next;
      setState(next);
      if (event._tag === "press") return next;
      for (const { level, messageKey, durationMs, titleKey } of addToBudgetNotices(next))
        pushToast(world, { level, key: messageKey, durationMs, ...(titleKey ? { titleKey } : {}) });
      return next;
    },
    [world],
  );

  const add = useCallback(
    async (item: AddToBudgetItem, options: { readonly toNewTrip?: boolean } = {}) => {
      if (addToBudgetDisabled(current.current) || alreadyAdded) return;
      step({ _tag: "press" });
      const outcome = await mutateAsync({ item, toNewTrip: options.toNewTrip === true });
      const next = step(outcome);
      if (outcome._tag !== "succeeded" || next._tag !== "added") return;
      setActiveBudget(world, outcome.budgetId ?? null);
      recordAddedProduct(world.storage.local, item.rateId);
      invalidateBudgets(client);
      refreshCountersAfterAdd(world.clock, () => void loadCounters(world));
    },
    [world, client, step, alreadyAdded, mutateAsync],
  );

  return {
    status: state._tag,
    data: {
      disabled: alreadyAdded || addToBudgetDisabled(state),
      labelKey: alreadyAdded && state._tag === "idle" ? "budget.added" : addToBudgetLabelKey(state, mode),
      alreadyAdded,
      navigation,
    },
    error: state._tag === "idle" && state.notice !== null ? { key: state.notice.messageKey } : null,
    actions: { add },
  };
};

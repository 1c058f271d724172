import {
  calendarDateFromDayNumber,
  cancellationPolicyView,
  formatCardDate,
  policyPanelView,
  rateRowSelectable,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useMemo } from "react";
import { useStore } from "zustand";
import { usePortalQuery } from "../query/portalQueryClient.js";
import {
  closeRatePolicy,
  closeRatePolicyPanel,
  openRatePolicyPanel,
  prefetchRatePolicy,
  requestRatePolicy,
} from "./ratePolicies.js";
import type { RatePolicyResult } from "./ratePolicyResult.js";
import { type RatePolicyFlags, ratePolicyEntry, ratePolicyStore } from "./ratePolicyStore.js";

// A local day count, not core's calendarDateAtEpochMs: that import adds a chunk to the detail route, at its size limit.
const DAY_MS = 86_400_000;
/**
 * The cancellation-policy row of one rate (spec 001 §4, §7, §8): `GET /api/v1/hotels/politics/…` when the panel
 * opens, core's `ratePolicyTransition` for the row status and `cancellationPolicyView` for what the panel shows;
 * "today" on the first cost node is the provider clock's day (dd/MM/yyyy).
 *
 * @example const policy = useRatePolicy(rate.tripProductID, { smartFlow: false, relatedRates: true });
 */
export const useRatePolicy = (tripProductId: string, flags: RatePolicyFlags): RatePolicyResult => {
  const { world, client } = usePortalQuery();
  const stored = useStore(ratePolicyStore(world), (all) => all[tripProductId]);
  const entry = stored ?? ratePolicyEntry({}, tripProductId);
  const { smartFlow, relatedRates } = flags;
  const open = useCallback(
    () => void requestRatePolicy(world, client, tripProductId, { smartFlow, relatedRates }),
    [world, client, tripProductId, smartFlow, relatedRates],
  );
  const prefetch = useCallback(
    () => void prefetchRatePolicy(world, client, tripProductId),
    [world, client, tripProductId],
  );
  const show = useCallback(
    () => void openRatePolicyPanel(world, client, tripProductId, { smartFlow, relatedRates }),
    [world, client, tripProductId, smartFlow, relatedRates],
  );
  const hide = useCallback(() => closeRatePolicyPanel(world, tripProductId), [world, tripProductId]);
  const close = useCallback(() => closeRatePolicy(world, tripProductId), [world, tripProductId]);
  const today = formatCardDate(calendarDateFromDayNumber(Math.floor(world.clock.now() / DAY_MS)));
  // Drawn again on every change of the row (a quote, the panel toggled): the view is computed once per reply and day.
  const policy = entry.policy;
  const view = useMemo(
    () => (policy === undefined ? undefined : cancellationPolicyView(policy, today)),
    [policy, today],
  );
  return {
    status: entry.state.panel,
    data: {
      compact: policyPanelView(entry.state, true),
      full: policyPanelView(entry.state, false),
      policy: view !== undefined && Result.isSuccess(view) ? view.success : null,
      rowStatus: entry.state.status,
      selectable: rateRowSelectable(entry.state),
      relatedRatesEnabled: entry.state.relatedRatesEnabled,
      alternativeProductIds: entry.state.alternativeProductIds,
      open: entry.open,
    },
    error: null,
    actions: { open, retry: open, close, prefetch, show, hide },
  };
};

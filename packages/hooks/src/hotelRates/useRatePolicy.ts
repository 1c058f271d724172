import {
  type CancellationPolicyView,
  calendarDateFromDayNumber,
  cancellationPolicyView,
  formatCardDate,
  type PolicyPanelView,
  policyPanelView,
  ratePolicyTransition,
  rateRowSelectable,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useMemo } from "react";
import { useStore } from "zustand";
import { usePortalQuery } from "../query/portalQueryClient.js";
import type { RatePolicyFlags } from "./ratePolicies.js";
import {
  closeRatePolicyPanel,
  openRatePolicyPanel,
  prefetchRatePolicy,
  ratePolicyEntry,
  ratePolicyStore,
  requestRatePolicy,
} from "./ratePolicies.js";

const DAY_MS = 86_400_000;

/** What {@link useRatePolicy} returns: the row's panel (core's `PolicyPanel`), its view model and verbs. */
export interface RatePolicyResult {
  readonly status: PolicyPanelView["panel"];
  readonly data: {
    /** Core's `policyPanelView`: loading and error keys for the compact (row) panel. */
    readonly compact: PolicyPanelView;
    /** Core's `policyPanelView` for the full panel ('Intente nuevamente'). */
    readonly full: PolicyPanelView;
    /** The loaded policy as core's `cancellationPolicyView`, or null (not loaded, or a price that does not read). */
    readonly policy: CancellationPolicyView | null;
    /** Spec 001 §4: row status 0 initial, 2 loaded, 9 disabled after a failure. */
    readonly rowStatus: 0 | 2 | 9;
    /** A status-9 row is "disabled and unselectable". */
    readonly selectable: boolean;
    /** The failure enabled 'Ver tarifas relacionadas'. */
    readonly relatedRatesEnabled: boolean;
    /** A 206 reply's alternative product ids. */
    readonly alternativeProductIds: readonly string[];
    /** The person opened the full panel ({@link RatePolicyResult.actions.show}); `full` says what it shows. */
    readonly open: boolean;
  };
  readonly error: null;
  readonly actions: {
    /** Opens the panel and asks the policy (the cached one when known). */
    readonly open: () => void;
    /** 'Intente nuevamente': asks again. */
    readonly retry: () => void;
    readonly close: () => void;
    /** The panel is about to open (pointer on its button, or focus): its reply starts loading, nothing shows. */
    readonly prefetch: () => void;
    /**
     * The person opens the full panel: at once on a cached reply; else on the reply when it comes within core's
     * `POLICY_LOADING_DELAY_MS`, or on the loading state when that delay ends first.
     */
    readonly show: () => void;
    /** The person closes the full panel (the policy stays known: the compact line shows it). */
    readonly hide: () => void;
  };
}

/**
 * The cancellation-policy row of one rate (spec 001 §4, §7, §8): `GET /api/v1/hotels/politics/…` when the panel
 * opens, core's `ratePolicyTransition` for the row status and `cancellationPolicyView` for what the panel shows;
 * "today" on the first cost node is the provider clock's day (dd/MM/yyyy).
 *
 * @example const policy = useRatePolicy(rate.tripProductID, { smartFlow: false, relatedRates: true });
 */
export const useRatePolicy = (tripProductId: string, flags: RatePolicyFlags): RatePolicyResult => {
  const { world, client } = usePortalQuery();
  const store = ratePolicyStore(world);
  const stored = useStore(store, (all) => all[tripProductId]);
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
  const close = useCallback(
    () =>
      store.setState((all) => {
        const current = ratePolicyEntry(all, tripProductId);
        return { [tripProductId]: { ...current, state: ratePolicyTransition(current.state, { _tag: "closed" }) } };
      }),
    [store, tripProductId],
  );
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

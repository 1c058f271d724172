import type { CancellationPolicyView, PolicyPanelView } from "@travesia/core";

/** What `useRatePolicy` returns: the row's panel (core's `PolicyPanel`), its view model and verbs. */
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

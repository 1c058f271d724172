import { HOTEL_POLITICS_ALTERNATIVE_STATUS } from "../api/hotelCodes.js";

/**
 * The cancellation-policy state of one rate row: the row's status code and its policy panel.
 *
 * Spec 001 §4: "Rate row status: 0 initial, 2 cancellation policy loaded, 9 disabled after policy failure (row
 * disabled and unselectable, unless smart flow; may enable related rates)." and "Cancellation policy panel:
 * loading ('Consultando' in compact), error (retry link reloads), loaded."
 */

/**
 * How long an opened policy panel waits for the politics reply before it shows its loading state ('Consultando', the
 * spinner). The spec names the loading state but no delay: a reply quicker than this (the usual case, the call having
 * started when the pointer reached the button) opens the panel straight on the policy, without a loading flash drawn
 * and painted first; a slower reply shows the loading state after this delay, as the spec asks. 300 ms is React's own
 * throttle before it reveals a Suspense fallback; with the CPU throttled, even a fast reply is read, decoded and drawn
 * well after the click, so a shorter delay would still draw the loading state first.
 */
export const POLICY_LOADING_DELAY_MS = 300;

/** The row's status code as the spec numbers it. */
export type RateRowStatus = 0 | 2 | 9;

/** Spec 001 §4: "0 initial". */
export const RATE_STATUS_INITIAL = 0;
/** Spec 001 §4: "2 cancellation policy loaded". */
export const RATE_STATUS_POLICY_LOADED = 2;
/** Spec 001 §4: "9 disabled after policy failure". */
export const RATE_STATUS_DISABLED = 9;

/** The policy panel of a row. */
export type PolicyPanel = "closed" | "loading" | "error" | "loaded";

/** One rate row's policy state. */
export interface RatePolicyState {
  readonly status: RateRowStatus;
  readonly panel: PolicyPanel;
  /** From a 206 reply: the ids the quote call appends (`/checkout/quote/hotel/{id}/{alternativeProductIds}`). */
  readonly alternativeProductIds: readonly string[];
  /** A failure enabled the 'Ver tarifas relacionadas' button. */
  readonly relatedRatesEnabled: boolean;
}

/** What happens to a row. */
export type RatePolicyEvent =
  /** The policy is requested (opening the panel, quoting, or the error panel's 'Intente nuevamente'). */
  | { readonly _tag: "requested" }
  /** The politics call answered; `httpStatus` 206 carries `alternativeProductIds`. */
  | { readonly _tag: "loaded"; readonly httpStatus: number; readonly alternativeProductIds?: readonly string[] }
  /** The politics call failed. */
  | { readonly _tag: "failed"; readonly smartFlow: boolean; readonly relatedRates: boolean }
  /** The panel is closed (the loaded policy stays known). */
  | { readonly _tag: "closed" };

/** A row before its policy is asked for. */
export const ratePolicyInitial: RatePolicyState = {
  status: RATE_STATUS_INITIAL,
  panel: "closed",
  alternativeProductIds: [],
  relatedRatesEnabled: false,
};

/**
 * The next state of a rate row's policy.
 * A disabled row (status 9) stays disabled: only a new search brings the rate back.
 *
 * @example ratePolicyTransition(ratePolicyInitial, { _tag: "failed", smartFlow: false, relatedRates: true }) // { status: 9, panel: "error", relatedRatesEnabled: true, … }
 */
export const ratePolicyTransition = (state: RatePolicyState, event: RatePolicyEvent): RatePolicyState => {
  switch (event._tag) {
    case "requested":
      return state.panel === "loading" ? state : { ...state, panel: "loading" };
    case "loaded":
      if (state.panel !== "loading") return state;
      return {
        ...state,
        status: state.status === RATE_STATUS_DISABLED ? RATE_STATUS_DISABLED : RATE_STATUS_POLICY_LOADED,
        panel: "loaded",
        alternativeProductIds:
          event.httpStatus === HOTEL_POLITICS_ALTERNATIVE_STATUS ? [...(event.alternativeProductIds ?? [])] : [],
      };
    case "failed":
      if (state.panel !== "loading") return state;
      return {
        ...state,
        status: event.smartFlow ? state.status : RATE_STATUS_DISABLED,
        panel: "error",
        relatedRatesEnabled: state.relatedRatesEnabled || event.relatedRates,
      };
    case "closed":
      return state.panel === "closed" ? state : { ...state, panel: "closed" };
  }
};

/**
 * Whether a row can be selected or quoted. Spec 001 §4: status 9 rows are "disabled and unselectable".
 *
 * @example rateRowSelectable({ ...ratePolicyInitial, status: 9 }) // false
 */
export const rateRowSelectable = (state: RatePolicyState): boolean => state.status !== RATE_STATUS_DISABLED;

/** What the policy panel renders. */
export interface PolicyPanelView {
  readonly panel: PolicyPanel;
  /** Key of the loading text: 'Consultando' in the compact panel. */
  readonly loadingKey: "policy.checking" | undefined;
  /** Key of the error text: compact 'No pudimos obtener …', full 'Disculpe, no se pudieron cargar las politicas.' */
  readonly errorKey: "policy.compactError" | "policy.loadError" | undefined;
  /** Key of the retry link 'Intente nuevamente' (full panel only). */
  readonly retryKey: "policy.retry" | undefined;
}

/**
 * The panel's texts for a state, compact (in the rate row) or full.
 * Spec 001 §8: "compact 'No pudimos obtener las políticas de cancelación'; full 'Disculpe, no se pudieron cargar
 * las politicas.' with link 'Intente nuevamente'."
 *
 * @example policyPanelView(state, true) // { panel: "loading", loadingKey: "policy.checking", … }
 */
export const policyPanelView = (state: RatePolicyState, compact: boolean): PolicyPanelView => ({
  panel: state.panel,
  loadingKey: state.panel === "loading" && compact ? "policy.checking" : undefined,
  errorKey: state.panel === "error" ? (compact ? "policy.compactError" : "policy.loadError") : undefined,
  retryKey: state.panel === "error" && !compact ? "policy.retry" : undefined,
});

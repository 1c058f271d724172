import { ALTERNATIVE_RATE_REDIRECT_MS } from "../budget/addToBudget.js";
import { buildTripEditUrl } from "../routes/portalUrls.js";
import { TOAST_DURATIONS_MS } from "../shell/toastDurations.js";

/**
 * The quote buttons of a results page, as one machine: at most one quote runs at a time.
 *
 * Spec 001 §4: "Quote button: idle, quoting (spinner), then redirect on success. Disabled with text 'No disponible'
 * after failure, or after deadline or credit limit. While one quote runs the others are disabled. Text
 * 'Seleccionado'/'Seleccionar' by selection; 'Verificando' during cancellation-policy check. […] Error state:
 * quotationError, text 'Hemos vendido la última habitación'." and "Quote outcomes: deadlineReached or outOfLimit
 * blocks with a warning; an alternative-rate reply shows a notice and redirects to the next URL (after 5 s in one
 * case); error marks quotationError."
 */

/** Why a rate can no longer be quoted. */
export type QuoteBlockReason = "quotationError" | "deadlineReached" | "outOfLimit";

/** One rate's quote state. */
export type QuoteRateState =
  | { readonly _tag: "idle" }
  /** The cancellation policy is checked before quoting ('Verificando'). */
  | { readonly _tag: "verifying" }
  /** The quote call runs (spinner); `attempt` counts calls, 1-based, for `nextQuoteRetry`. */
  | { readonly _tag: "quoting"; readonly attempt: number }
  /** Leaving for the next step: to `url` after `delayMs`. */
  | { readonly _tag: "redirecting"; readonly url: string; readonly delayMs: number }
  /** 'No disponible' for good. */
  | { readonly _tag: "blocked"; readonly reason: QuoteBlockReason };

/** A message to show beside the buttons, as a key plus how long (ms; null = until the page changes). */
export interface QuoteNotice {
  readonly level: "warning" | "info";
  readonly messageKey:
    | "quote.noCancellationFeesOnly"
    | "quote.outOfLimit"
    | "quote.alternativeRate"
    | "quote.redirecting";
  readonly durationMs: number | null;
}

/** Every quote button of the page. */
export interface HotelQuoteState {
  /** The rate whose quote runs (verifying, quoting or redirecting), if any. */
  readonly running: string | undefined;
  /** Rates that left `idle`; a rate not listed is idle. */
  readonly rates: Readonly<Record<string, QuoteRateState>>;
  readonly notices: readonly QuoteNotice[];
}

/** The quote reply's fields the machine reads. Spec 001 §7: "next, deadlineReached, outOfLimit, alternativeRate". */
export interface QuoteReplyInput {
  readonly next?: string | null | undefined;
  readonly deadlineReached?: boolean | null | undefined;
  readonly outOfLimit?: boolean | null | undefined;
  readonly alternativeRate?: boolean | null | undefined;
}

/** Where a successful quote leads. */
export interface QuoteRedirectContext {
  /** Budgeting with pricer: "redirect to /v3/trip/edit/{budgetId}" (spec 001 §2). */
  readonly pricerEnabled: boolean;
  readonly budgetId?: string | null | undefined;
  /** The product went to a freshly created trip: the alternative-rate redirect waits 5 s (spec 000 §4). */
  readonly newTrip: boolean;
}

/** What happens to the quote buttons. */
export type HotelQuoteEvent =
  /** The cancellation policy is checked first ('Verificando'). */
  | { readonly _tag: "verify"; readonly rateId: string }
  /** Start (or, after `verify`, continue to) the quote call. */
  | { readonly _tag: "quote"; readonly rateId: string }
  /** The policy check failed: the rate is no longer quotable. */
  | { readonly _tag: "verifyFailed"; readonly rateId: string }
  /** A failed call is tried again (`nextQuoteRetry` said so). */
  | { readonly _tag: "retry"; readonly rateId: string }
  | {
      readonly _tag: "replied";
      readonly rateId: string;
      readonly reply: QuoteReplyInput;
      readonly context: QuoteRedirectContext;
    }
  /** The call failed for good (retries used, or a 500). */
  | { readonly _tag: "failed"; readonly rateId: string }
  /** The notices were shown and dismissed. */
  | { readonly _tag: "noticesShown" };

/** No quote running, every button idle. */
export const hotelQuoteInitial: HotelQuoteState = { running: undefined, rates: {}, notices: [] };

/**
 * The state of one rate's button.
 *
 * @example hotelQuoteRate(hotelQuoteInitial, "r1") // { _tag: "idle" }
 */
export const hotelQuoteRate = (state: HotelQuoteState, rateId: string): QuoteRateState =>
  state.rates[rateId] ?? { _tag: "idle" };

const set = (
  state: HotelQuoteState,
  rateId: string,
  rate: QuoteRateState,
  running: string | undefined,
  notices: readonly QuoteNotice[] = state.notices,
): HotelQuoteState => ({ running, rates: { ...state.rates, [rateId]: rate }, notices });

const replied = (
  state: HotelQuoteState,
  rateId: string,
  reply: QuoteReplyInput,
  context: QuoteRedirectContext,
): HotelQuoteState => {
  if (reply.outOfLimit === true)
    return set(state, rateId, { _tag: "blocked", reason: "outOfLimit" }, undefined, [
      { level: "warning", messageKey: "quote.outOfLimit", durationMs: TOAST_DURATIONS_MS.warningHotelResults },
    ]);
  if (reply.deadlineReached === true)
    return set(state, rateId, { _tag: "blocked", reason: "deadlineReached" }, undefined, [
      {
        level: "warning",
        messageKey: "quote.noCancellationFeesOnly",
        durationMs: TOAST_DURATIONS_MS.warningHotelResults,
      },
    ]);
  const next = reply.next ?? "";
  const budgetId = context.budgetId ?? "";
  const url = context.pricerEnabled && budgetId !== "" ? buildTripEditUrl(budgetId) : next;
  if (url === "") return set(state, rateId, { _tag: "blocked", reason: "quotationError" }, undefined);
  if (reply.alternativeRate === true)
    return set(
      state,
      rateId,
      { _tag: "redirecting", url, delayMs: context.newTrip ? ALTERNATIVE_RATE_REDIRECT_MS : 0 },
      rateId,
      [
        { level: "info", messageKey: "quote.alternativeRate", durationMs: null },
        { level: "info", messageKey: "quote.redirecting", durationMs: null },
      ],
    );
  return set(state, rateId, { _tag: "redirecting", url, delayMs: 0 }, rateId);
};

/**
 * The next state of the quote buttons. Events for a rate other than the running one are ignored while a quote
 * runs, so two quotes can never run together; a blocked rate never quotes again.
 *
 * @example
 * let s = hotelQuoteTransition(hotelQuoteInitial, { _tag: "quote", rateId: "r1" }); // r1 quoting, others disabled
 * s = hotelQuoteTransition(s, { _tag: "replied", rateId: "r1", reply: { next: "/checkout/1" }, context: { pricerEnabled: false, newTrip: false } });
 * hotelQuoteRate(s, "r1") // { _tag: "redirecting", url: "/checkout/1", delayMs: 0 }
 */
export const hotelQuoteTransition = (state: HotelQuoteState, event: HotelQuoteEvent): HotelQuoteState => {
  if (event._tag === "noticesShown") return state.notices.length === 0 ? state : { ...state, notices: [] };
  const { rateId } = event;
  const rate = hotelQuoteRate(state, rateId);
  const free = state.running === undefined;
  switch (event._tag) {
    case "verify":
      return free && rate._tag === "idle" ? set(state, rateId, { _tag: "verifying" }, rateId) : state;
    case "quote":
      return (free && rate._tag === "idle") || (state.running === rateId && rate._tag === "verifying")
        ? set(state, rateId, { _tag: "quoting", attempt: 1 }, rateId)
        : state;
    case "verifyFailed":
      return rate._tag === "verifying"
        ? set(state, rateId, { _tag: "blocked", reason: "quotationError" }, undefined)
        : state;
    case "retry":
      return rate._tag === "quoting"
        ? set(state, rateId, { _tag: "quoting", attempt: rate.attempt + 1 }, rateId)
        : state;
    case "failed":
      return rate._tag === "quoting"
        ? set(state, rateId, { _tag: "blocked", reason: "quotationError" }, undefined)
        : state;
    case "replied":
      return rate._tag === "quoting" ? replied(state, rateId, event.reply, event.context) : state;
  }
};

/** What one quote button shows. */
export interface QuoteButtonView {
  readonly labelKey: "quote.select" | "quote.selected" | "quote.verifying" | "quote.unavailable";
  readonly disabled: boolean;
  readonly spinner: boolean;
  /** 'Hemos vendido la última habitación' beside a rate whose quote failed (quotationError). */
  readonly errorKey: "quote.soldOut" | undefined;
}

/**
 * The button of a rate: 'Verificando' while its policy is checked, 'No disponible' once blocked, else
 * 'Seleccionado'/'Seleccionar' by selection; disabled while any quote runs or when the row is unselectable.
 *
 * @example quoteButtonView(state, "r2", { selected: false, selectable: true }) // { labelKey: "quote.select", disabled: true, … } while r1 quotes
 */
export const quoteButtonView = (
  state: HotelQuoteState,
  rateId: string,
  row: { readonly selected: boolean; readonly selectable: boolean },
): QuoteButtonView => {
  const rate = hotelQuoteRate(state, rateId);
  const labelKey =
    rate._tag === "verifying"
      ? "quote.verifying"
      : rate._tag === "blocked" || !row.selectable
        ? "quote.unavailable"
        : row.selected
          ? "quote.selected"
          : "quote.select";
  return {
    labelKey,
    disabled: state.running !== undefined || rate._tag === "blocked" || !row.selectable,
    spinner: rate._tag === "quoting" || rate._tag === "redirecting",
    errorKey: rate._tag === "blocked" && rate.reason === "quotationError" ? "quote.soldOut" : undefined,
  };
};

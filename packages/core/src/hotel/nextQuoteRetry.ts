/** Spec 001 §7: quote "retries with 1 s delay up to 3 times unless status 500". */
export const QUOTE_RETRY_DELAY_MS = 1000;
/** Spec 001 §7: at most 3 retries after the first attempt (4 calls in all). */
export const QUOTE_MAX_RETRIES = 3;
/** Spec 001 §7: a 500 reply is never retried. */
export const QUOTE_NO_RETRY_STATUS = 500;

/**
 * The quote call's retry policy as data: after the `attempt`-th call (1-based) failed with HTTP `status`, how long
 * to wait before calling again, or `undefined` to give up ('No disponible').
 * A network failure without a status is retried like any non-500 failure.
 *
 * @example nextQuoteRetry(1, 503) // 1000
 * @example nextQuoteRetry(4, 503) // undefined — 3 retries used
 * @example nextQuoteRetry(1, 500) // undefined
 */
export const nextQuoteRetry = (attempt: number, status: number | undefined): number | undefined =>
  status === QUOTE_NO_RETRY_STATUS || !(attempt >= 1 && attempt <= QUOTE_MAX_RETRIES)
    ? undefined
    : QUOTE_RETRY_DELAY_MS;

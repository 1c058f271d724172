import {
  type AutocompleteContext,
  arrearsPollEnabled,
  arrearsPollIntervalMs,
  autocompleteDelayMs,
  COUNTERS_REFRESH_DELAY_MS,
  nextQuoteRetry,
  SESSION_STATUS_POLL_MS,
} from "@travesia/core";
import type { Clock } from "../provider/world.js";
import { httpStatusOf } from "./endpointError.js";

/**
 * The spec's async policies, written once as TanStack Query options (or, for the two that are not a query's,
 * as one timer each). Every number comes from core; every policy is proved with a fake clock in
 * `asyncPolicies.test.ts`.
 */

/**
 * Spec 001 §7: the quote "retries with 1 s delay up to 3 times unless status 500" (core's `nextQuoteRetry`).
 * TanStack counts failures from 0; core counts attempts from 1.
 */
export const quoteRetryPolicy = {
  retry: (failureCount: number, error: unknown): boolean =>
    nextQuoteRetry(failureCount + 1, httpStatusOf(error)) !== undefined,
  retryDelay: (failureCount: number, error: unknown): number =>
    nextQuoteRetry(failureCount + 1, httpStatusOf(error)) ?? 0,
} as const;

/**
 * Spec 002 §7: the arrears message is asked "now and repeated every 300000 ms unless a delay is set", and spec
 * 000 §2 "/login/ … the arrears bar is not polled here" (core's `arrearsPollEnabled`, `arrearsPollIntervalMs`).
 */
export const arrearsPollPolicy = (pathname: string, delayMs?: number) =>
  ({
    enabled: arrearsPollEnabled(pathname),
    refetchInterval: arrearsPollIntervalMs(delayMs),
    refetchIntervalInBackground: true,
  }) as const;

/** Spec 000 §7: the session status is polled; core's `SESSION_STATUS_POLL_MS` (60 s) unless a period is given. */
export const sessionStatusPollPolicy = (pollMs: number = SESSION_STATUS_POLL_MS) =>
  ({ refetchInterval: pollMs, refetchIntervalInBackground: true }) as const;

/**
 * Spec 000 §4, §9: "Counters refresh 1 second after an add" (core's `COUNTERS_REFRESH_DELAY_MS`). Returns the
 * timer's handle, for `clock.clearTimeout`.
 */
export const refreshCountersAfterAdd = (clock: Clock, refresh: () => void): unknown =>
  clock.setTimeout(refresh, COUNTERS_REFRESH_DELAY_MS);

/** Spec 000 §9: the autocomplete debounce, 250 ms in selects, 500 ms on home and houses, 750 ms elsewhere. */
export const autocompleteDebounceMs = (context: AutocompleteContext): number => autocompleteDelayMs(context);

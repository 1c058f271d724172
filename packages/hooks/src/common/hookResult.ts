import type { HookMessageKey } from "./hookMessageKeys.js";

/**
 * Why a hook has no data, as data the view renders: a message KEY from core's catalogs (never a text), its
 * interpolation parameters, and, where the spec says the server's own message is shown, that message.
 */
export interface HookError {
  /** Key into core's catalogs (`translate(language, key, params)`). */
  readonly key: HookMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  /** Spec 000 §8 "Budget create 409: Server message shown as warning": the server's text, verbatim. */
  readonly serverMessage?: string;
}

/**
 * The shape every hook returns: a string-literal `status`, plain `data`, an `error` (or null) and verb `actions`.
 * No Effect type, no JSX, no text.
 */
export interface HookResult<Status extends string, Data, Actions> {
  readonly status: Status;
  readonly data: Data;
  readonly error: HookError | null;
  readonly actions: Actions;
}

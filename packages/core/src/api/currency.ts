import * as Schema from "effect/Schema";

/** A display currency. Spec 000 §3: "Currency: id, currencySymbol, name (shown as currencyName), defaultCurrency flag." */
export const Currency = Schema.Struct({
  /** ISO 4217 code, used as the value posted to `setCurrencySession`. */
  id: Schema.String,
  /** Symbol shown before amounts, e.g. `US$`. */
  currencySymbol: Schema.String,
  /** Name shown in the selectors (the spec's `currencyName`). */
  name: Schema.String,
  /** The portal's default currency. */
  defaultCurrency: Schema.Boolean,
});
export type Currency = typeof Currency.Type;

/** Reply of `GET /currency/getCurrencies` (spec 000 §7): `done, results[{id,currencySymbol,name,defaultCurrency}]`. */
export const CurrencyListReply = Schema.Struct({
  done: Schema.Boolean,
  results: Schema.Array(Currency),
});
export type CurrencyListReply = typeof CurrencyListReply.Type;

/** Reply of `GET /currency/getCurrencySession` (spec 000 §7): `done, user_currency`. */
export const CurrencySessionReply = Schema.Struct({
  done: Schema.Boolean,
  user_currency: Schema.NullOr(Schema.String),
});
export type CurrencySessionReply = typeof CurrencySessionReply.Type;

/** Payload of `POST /currency/setCurrencySession` (spec 000 §7): `{currency}`. */
export const SetCurrencyPayload = Schema.Struct({ currency: Schema.String });
export type SetCurrencyPayload = typeof SetCurrencyPayload.Type;

/** Reply of `GET /api/session-status` (spec 000 §7): `loggedIn`. */
export const SessionStatusReply = Schema.Struct({ loggedIn: Schema.Boolean });
export type SessionStatusReply = typeof SessionStatusReply.Type;

/**
 * Reply of `POST /currency/setCurrencySession` (spec 002 §7: "not shown"). Decision: an optional `{ done,
 * user_currency }`, the session currency now set; errors of currency calls are ignored anyway (spec 000 §8).
 */
export const SetCurrencyReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  user_currency: Schema.optional(Schema.String),
});
export type SetCurrencyReply = typeof SetCurrencyReply.Type;

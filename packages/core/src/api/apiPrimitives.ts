import * as Schema from "effect/Schema";

/**
 * Small shapes that several replies share. Money in replies is a decimal number as the API sends it; core's money
 * helpers (`moneyFromDecimal`) turn it into integer minor units once, where a rule needs arithmetic.
 */

/** Any finite JSON number (JSON cannot carry NaN or Infinity, so a reply holding one is broken). */
export const ApiNumber = Schema.Finite;

/** A count, an index or a page number. */
export const ApiCount = Schema.Int;

/** `{ amount }`: a decimal amount in the reply's currency. Spec 001 §3: `prices.gross.amount`. */
export const ApiAmount = Schema.Struct({ amount: ApiNumber });
export type ApiAmount = typeof ApiAmount.Type;

/**
 * An amount in an alternative (secondary) currency.
 * Spec 002 §3 Price display: "list of alternative-currency amounts {currency or currencyCode, amount}"; replies use
 * either key, so both are optional and readers take `currency ?? currencyCode`.
 */
export const ApiAlternativeAmount = Schema.Struct({
  currency: Schema.optional(Schema.String),
  currencyCode: Schema.optional(Schema.String),
  amount: ApiNumber,
});
export type ApiAlternativeAmount = typeof ApiAlternativeAmount.Type;

/**
 * A price difference against a reference. Spec 002 §3: "variation amountDiff (sign and non-zero shown; value,
 * isPositive, isNotZero)".
 */
export const ApiAmountDiff = Schema.Struct({
  value: ApiNumber,
  isPositive: Schema.Boolean,
  isNotZero: Schema.Boolean,
});
export type ApiAmountDiff = typeof ApiAmountDiff.Type;

/** Coordinates. Spec 000 §3 Place of interest: "geo latitude/longitude". */
export const ApiGeo = Schema.Struct({ latitude: ApiNumber, longitude: ApiNumber });
export type ApiGeo = typeof ApiGeo.Type;

/** `{ id, name }` pairs: a place picked by id and shown by name (package origin and destination cities). */
export const ApiIdName = Schema.Struct({ id: Schema.String, name: Schema.String });
export type ApiIdName = typeof ApiIdName.Type;

/** `{ code, name }` pairs (offices, service classes, carriers, themes…). Spec 002 §3: "Office: code, name". */
export const ApiCodeName = Schema.Struct({ code: Schema.String, name: Schema.String });
export type ApiCodeName = typeof ApiCodeName.Type;

/** The `{ done }` acknowledgement most write calls answer (favourites, share e-mail). Spec 001 §7. */
export const ApiDoneReply = Schema.Struct({ done: Schema.Boolean });
export type ApiDoneReply = typeof ApiDoneReply.Type;

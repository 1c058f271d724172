import * as Result from "effect/Result";
import { shownInput, stringPairsOf } from "../internal/outsideInput.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";

/**
 * Internal URL text helpers shared by the route builders and parsers (not re-exported from `routes/index.ts`).
 *
 * Rules, defined once here:
 * - a free-text path segment is `encodeURIComponent`'d, then `, : = @` are put back raw so that rooms (`2-1:5,1-0`),
 *   coordinates (`-34.6,-58.4`) and `OMNICODE=` suffixes stay readable;
 * - a list inside one path segment fully encodes each item (so `;` and `,` inside an item become `%3B`, `%2C`)
 *   and joins items with the raw separator;
 * - a list in the query repeats its key (`zone=a&zone=b`);
 * - lone UTF-16 surrogates (which `encodeURIComponent` rejects) are written as U+FFFD, so builders never throw.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with every lone surrogate replaced by U+FFFD (what `String.prototype.toWellFormed` does). */
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, "\uFFFD");

/** Fully percent-encodes one item (every reserved character, `;` and `,` included). */
export const encodeItem = (text: string): string => encodeURIComponent(wellFormed(text));

/** Percent-encodes a whole path segment, keeping `, : = @` readable. */
export const encodeSegment = (text: string): string =>
  encodeItem(text).replace(/%(2C|3A|3D|40)/g, (sequence) => decodeURIComponent(sequence));

/** Decodes percent escapes; a malformed escape is an error, not an exception. */
export const decodeText = (
  text: string,
  route: string,
  field: string,
  plusIsSpace = false,
): Result.Result<string, RouteParseError> => {
  try {
    return Result.succeed(decodeURIComponent(plusIsSpace ? text.replaceAll("+", " ") : text));
  } catch {
    return Result.fail(routeParseError(route, field, text, "malformed percent escape"));
  }
};

/**
 * Joins items into one segment: each item fully encoded, raw separator between them; `[]` is the empty text.
 * Items must be non-empty: a list holding one empty item would read back as `[]`.
 */
export const joinSegmentList = (items: readonly string[], separator: string): string =>
  items.map(encodeItem).join(separator);

/** Splits one segment into its items (the inverse of {@link joinSegmentList}); the empty text is `[]`. */
export const splitSegmentList = (
  segment: string,
  separator: string,
  route: string,
  field: string,
): Result.Result<string[], RouteParseError> => {
  if (segment === "") return Result.succeed([]);
  const items: string[] = [];
  for (const raw of segment.split(separator)) {
    const item = decodeText(raw, route, field);
    if (Result.isFailure(item)) return Result.fail(item.failure);
    items.push(item.success);
  }
  return Result.succeed(items);
};

/** Decoded query pairs in their order; a key may repeat (lists). */
export type QueryPairs = readonly (readonly [string, string])[];

/** Writes `?k=v&…` (empty text for no pairs); keys and values fully encoded. */
export const formatQuery = (pairs: QueryPairs): string =>
  pairs.length === 0 ? "" : `?${pairs.map(([key, value]) => `${encodeItem(key)}=${encodeItem(value)}`).join("&")}`;

/** A URL split into raw path segments (still encoded) and decoded query pairs. */
export interface UrlParts {
  /** Segments after the leading `/`: `/hotel/results/x` gives `["hotel", "results", "x"]`; `/login/` gives `["login", ""]`. */
  readonly segments: readonly string[];
  readonly query: QueryPairs;
}

/** Reads a query string (without `?`); `+` reads as a space, as HTML forms write it. */
export const parseQuery = (text: string, route: string): Result.Result<QueryPairs, RouteParseError> => {
  if (typeof text !== "string") return Result.fail(routeParseError(route, "query", shownInput(text), "not a text"));
  const pairs: [string, string][] = [];
  for (const part of text.split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const rawKey = equals === -1 ? part : part.slice(0, equals);
    const rawValue = equals === -1 ? "" : part.slice(equals + 1);
    const key = decodeText(rawKey, route, "query", true);
    if (Result.isFailure(key)) return Result.fail(key.failure);
    const value = decodeText(rawValue, route, key.success, true);
    if (Result.isFailure(value)) return Result.fail(value.failure);
    pairs.push([key.success, value.success]);
  }
  return Result.succeed(pairs);
};

/**
 * Splits a URL (absolute `https://host/…`, or a path starting with `/`) into path segments and query pairs.
 * The fragment (`#…`) is ignored. Never throws.
 */
export const splitUrl = (input: string, route: string): Result.Result<UrlParts, RouteParseError> => {
  if (typeof input !== "string") return Result.fail(routeParseError(route, "url", shownInput(input), "not a text"));
  const withoutOrigin = input.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, "");
  const hash = withoutOrigin.indexOf("#");
  const withoutHash = hash === -1 ? withoutOrigin : withoutOrigin.slice(0, hash);
  const question = withoutHash.indexOf("?");
  const path = question === -1 ? withoutHash : withoutHash.slice(0, question);
  if (!path.startsWith("/")) return Result.fail(routeParseError(route, "path", input, "a path must start with /"));
  return Result.map(parseQuery(question === -1 ? "" : withoutHash.slice(question + 1), route), (query) => ({
    segments: path.slice(1).split("/"),
    query,
  }));
};

/** The first value of a query key, if present. */
export const queryValue = (pairs: QueryPairs, key: string): string | undefined =>
  stringPairsOf(pairs).find(([name]) => name === key)?.[1];

/** Reads an optional query key with `read`, or gives `fallback` when the key is absent (filter states). */
export const queryOptional = <A>(
  query: QueryPairs,
  key: string,
  fallback: A,
  read: (text: string) => Result.Result<A, RouteParseError>,
): Result.Result<A, RouteParseError> => {
  const text = queryValue(query, key);
  return text === undefined ? Result.succeed(fallback) : read(text);
};

/** Bounds of an amount in minor units written in a URL (price filters): never negative. */
export const MINOR_UNITS_BOUNDS = { min: 0, max: Number.MAX_SAFE_INTEGER } as const;

/** Every value of a (repeated) query key, in order. */
export const queryValues = (pairs: QueryPairs, key: string): string[] =>
  stringPairsOf(pairs)
    .filter(([name]) => name === key)
    .map(([, value]) => value);

const INTEGER = /^(0|-?[1-9]\d{0,14})$/;
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?(e[+-]?\d+)?$/;

/** Reads a whole number written without sign noise or leading zeros (`0`, `12`, `-3`). */
export const parseIntegerText = (
  text: string,
  route: string,
  field: string,
  bounds: { readonly min: number; readonly max: number },
): Result.Result<number, RouteParseError> => {
  if (!INTEGER.test(text)) return Result.fail(routeParseError(route, field, text, "expected a whole number"));
  const value = Number(text);
  return value < bounds.min || value > bounds.max
    ? Result.fail(routeParseError(route, field, text, `expected ${bounds.min} to ${bounds.max}`))
    : Result.succeed(value);
};

/** Reads a finite decimal as JavaScript writes numbers (`String(n)`), e.g. `-34.6037`, `0.25`, `1e-7`. */
export const parseDecimalText = (
  text: string,
  route: string,
  field: string,
  bounds: { readonly min: number; readonly max: number },
): Result.Result<number, RouteParseError> => {
  const value = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(value)) {
    return Result.fail(routeParseError(route, field, text, "expected a decimal number"));
  }
  return value < bounds.min || value > bounds.max
    ? Result.fail(routeParseError(route, field, text, `expected ${bounds.min} to ${bounds.max}`))
    : Result.succeed(value);
};

/** Writes a number so that {@link parseDecimalText} reads it back exactly (`-0` is written `0`). */
export const formatDecimal = (value: number): string => String(value);

/** Reads one of the allowed literal texts. */
export const parseLiteral = <const T extends string>(
  text: string,
  allowed: readonly T[],
  route: string,
  field: string,
): Result.Result<T, RouteParseError> =>
  (allowed as readonly string[]).includes(text)
    ? Result.succeed(text as T)
    : Result.fail(routeParseError(route, field, text, `expected one of ${allowed.join(", ")}`));

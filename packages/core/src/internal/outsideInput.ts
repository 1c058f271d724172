// Readers of outside input (URLs, forms, cookies, storage, API replies, a plain JavaScript caller's arguments) answer
// any value with their own failure; these guards turn "not the type we expected" into that failure instead of a
// TypeError from `.trim()` or a template literal.

/** The value when it is a string, else `undefined`. */
export const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * A value as text for a failure's payload: strings as they are, other primitives through `String`, objects and
 * functions by their type (`String` throws on a null-prototype object and template literals on a symbol).
 */
export const shownInput = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "object" || typeof value === "function" || typeof value === "symbol"
      ? value === null
        ? "null"
        : typeof value
      : String(value);

/** True for a non-null object that is not an array (an API record, a parameter bag). */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `[name, value]` string pairs of a form or a query, keeping only entries of that shape. */
export const stringPairsOf = (value: unknown): readonly (readonly [string, string])[] =>
  Array.isArray(value)
    ? value.filter(
        (entry): entry is readonly [string, string] =>
          Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
      )
    : [];

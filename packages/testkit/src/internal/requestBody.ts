import { type DecodeError, decodeWith } from "@travesia/core";
import { Result, type Schema } from "effect";
import type { Context } from "hono";

/** A malformed request: which field, and why. The demo API answers it with a 400 whose `error` starts with the field. */
export interface BadField {
  readonly _tag: "BadField";
  readonly field: string;
  readonly message: string;
}

/** Names a decode failure's field the way a form would (`budget.title`, `id_h.2`), or `body` for the whole payload. */
const fieldOf = (error: DecodeError): string => (error.path.length === 0 ? "body" : error.path.map(String).join("."));

/** The first line of effect's message: the reason without the path (the field already names it). */
const reasonOf = (error: DecodeError): string => error.message.split("\n")[0] ?? error.message;

/** Why an empty body is refused where one is required. */
const EMPTY_BODY = "a JSON body is required";

/** A {@link BadField} for a field. */
export const badField = (field: string, message: string): BadField => ({ _tag: "BadField", field, message });

/** Decodes a value with a Schema, turning a failure into a {@link BadField} that names the field. */
export const decodeField =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (input: unknown): Result.Result<S["Type"], BadField> => {
    const decoded = decodeWith(schema)(input);
    return Result.isSuccess(decoded)
      ? Result.succeed(decoded.success)
      : Result.fail(badField(fieldOf(decoded.failure), reasonOf(decoded.failure)));
  };

/**
 * The one reader of JSON request bodies: the parsed value, or a bad `body` when it is empty or not JSON. The app's
 * body limit (`bodyLimits.ts`) has already refused an oversized body with a 413 before any route reads it.
 */
export const readJsonValue = async (c: Context): Promise<Result.Result<unknown, BadField>> => {
  const text = await c.req.text().catch(() => "");
  if (text.trim() === "") return Result.fail(badField("body", EMPTY_BODY));
  try {
    return Result.succeed(JSON.parse(text));
  } catch {
    return Result.fail(badField("body", "not valid JSON"));
  }
};

/**
 * Reads a JSON body and decodes it. An empty body counts as `{}` when `emptyIsObject` (for calls whose every field
 * is optional); a body that is not JSON is a bad `body`.
 */
export const readJsonBody = async <S extends Schema.Top & { readonly DecodingServices: never }>(
  c: Context,
  schema: S,
  emptyIsObject = false,
): Promise<Result.Result<S["Type"], BadField>> => {
  const value = await readJsonValue(c);
  if (Result.isSuccess(value)) return decodeField(schema)(value.success);
  return emptyIsObject && value.failure.message === EMPTY_BODY ? decodeField(schema)({}) : value;
};

/** The 400 reply for a malformed request: `{done: false, error: "<field>: <reason>", field}`. */
export const badRequest = (c: Context, bad: BadField) =>
  c.json({ done: false, error: `${bad.field}: ${bad.message}`, field: bad.field }, 400);

/** A positive integer id from a path segment, or a {@link BadField} naming the segment. */
export const positiveId = (field: string, raw: string | undefined): Result.Result<number, BadField> =>
  raw !== undefined && /^[1-9]\d{0,14}$/.test(raw)
    ? Result.succeed(Number(raw))
    : Result.fail(badField(field, "expected a positive integer id"));

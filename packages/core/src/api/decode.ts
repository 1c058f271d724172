import * as Result from "effect/Result";
import * as Schema from "effect/Schema";

/**
 * A reply that did not match its Schema. Carries the path of the first bad field so a log or a 400 names it.
 */
export interface DecodeError {
  readonly _tag: "DecodeError";
  /** Path to the first bad field, e.g. `["results", 0, "id"]`. */
  readonly path: readonly PropertyKey[];
  /** effect's message, which also names the path (`Expected string, got 3 at ["results"][0]["id"]`). */
  readonly message: string;
}

const firstPath = (issue: unknown): PropertyKey[] => {
  // effect 4 nests issues (Composite -> Pointer -> leaf); the first Pointer chain gives the bad field's path.
  const path: PropertyKey[] = [];
  let current: unknown = issue;
  for (let depth = 0; depth < 64 && current !== null && typeof current === "object"; depth++) {
    const node = current as {
      _tag?: string;
      path?: readonly PropertyKey[];
      issue?: unknown;
      issues?: readonly unknown[];
    };
    if (node._tag === "Pointer" && node.path !== undefined) path.push(...node.path);
    current = node.issue ?? node.issues?.[0];
  }
  return path;
};

/**
 * Decodes unknown input with a Schema into a `Result`; never throws.
 *
 * @example decodeWith(CurrencyListReply)(await response.json())
 */
export const decodeWith =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (input: unknown): Result.Result<S["Type"], DecodeError> => {
    const decoded = Schema.decodeUnknownResult(schema as never)(input) as Result.Result<S["Type"], Schema.SchemaError>;
    return Result.isSuccess(decoded)
      ? Result.succeed(decoded.success)
      : Result.fail({ _tag: "DecodeError", path: firstPath(decoded.failure.issue), message: decoded.failure.message });
  };

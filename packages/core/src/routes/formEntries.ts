import * as Result from "effect/Result";
import { stringPairsOf } from "../internal/outsideInput.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";

/** A form post as `[name, value]` pairs in document order, like `FormData` entries (repeated names allowed). */
export type FormEntries = readonly (readonly [string, string])[];

/** Reads fields of a posted form by name; every miss is a {@link RouteParseError} naming the field. */
export interface FormReader {
  /** The single value of a field; missing is an error. */
  readonly one: (name: string) => Result.Result<string, RouteParseError>;
  /** Every value of a repeated field (`name[]`), in order. */
  readonly all: (name: string) => string[];
  /** A field that must be `"1"` (true) or `"0"` (false). */
  readonly flag: (name: string) => Result.Result<boolean, RouteParseError>;
  /** A field holding a whole number within bounds. */
  readonly integer: (
    name: string,
    bounds: { readonly min: number; readonly max: number },
  ) => Result.Result<number, RouteParseError>;
  /** Wraps another parser's error so that it names this form and field. */
  readonly field: <A>(
    name: string,
    parsed: Result.Result<A, { readonly input: string; readonly reason: string }>,
  ) => Result.Result<A, RouteParseError>;
}

/** A reader over form entries, for the form called `form` in errors. */
export const formReader = (form: string, posted: FormEntries): FormReader => {
  const entries = stringPairsOf(posted);
  const values = (name: string): string[] => entries.filter(([key]) => key === name).map(([, value]) => value);
  const one = (name: string): Result.Result<string, RouteParseError> => {
    const found = values(name);
    return found.length === 1
      ? Result.succeed(found[0] ?? "")
      : Result.fail(routeParseError(form, name, found.join(","), `expected exactly one ${name}`));
  };
  return {
    one,
    all: values,
    flag: (name) =>
      Result.flatMap(one(name), (text) =>
        text === "1" || text === "0"
          ? Result.succeed(text === "1")
          : Result.fail(routeParseError(form, name, text, "expected 1 or 0")),
      ),
    integer: (name, bounds) =>
      Result.flatMap(one(name), (text) => {
        const value = Number(text);
        return /^(0|-?[1-9]\d{0,14})$/.test(text) && value >= bounds.min && value <= bounds.max
          ? Result.succeed(value)
          : Result.fail(routeParseError(form, name, text, `expected a whole number ${bounds.min} to ${bounds.max}`));
      }),
    field: (name, parsed) => Result.mapError(parsed, (error) => routeParseError(form, name, error.input, error.reason)),
  };
};

/** The `1`/`0` text of a flag (spec 002 §2: "'1' means true"; core writes false as `0`). */
export const formFlag = (value: boolean): string => (value ? "1" : "0");

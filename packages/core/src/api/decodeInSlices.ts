import * as Result from "effect/Result";
import type * as Schema from "effect/Schema";
import { type DecodeError, decodeWith } from "./decode.js";

/**
 * Where a reply holds its long list: the keys from the reply down to the array (e.g. `["hotels"]`), the same before
 * and after decoding, and the Schema of one element. The reply's Schema must decode an array found there element by
 * element with `element` (an `Array(element)`, alone or first in a union whose other members are not arrays), with no
 * check on the array as a whole.
 */
export interface ReplySlices {
  readonly path: readonly [string, ...string[]];
  readonly element: Schema.Top & { readonly DecodingServices: never };
  /** The most elements read: the rest of a longer list is dropped unread, so a flooded reply costs a bounded time. */
  readonly limit?: number;
}

/** How a sliced decode shares the thread: a clock, a way to let the browser work, and the time one slice may take. */
export interface SliceScheduler {
  /** Milliseconds, any origin (a monotonic clock in the browser: `performance.now`). */
  readonly now: () => number;
  /** Resolves once the browser has had the chance to handle input and paint. */
  readonly yieldToMain: () => Promise<void>;
  /** How long one slice may run before it yields (ms). */
  readonly sliceMs: number;
}

type Decoder = (input: unknown) => Result.Result<unknown, DecodeError>;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The array at `path` in `input`, or undefined when the input has none there. */
const listAt = (input: unknown, path: readonly string[]): readonly unknown[] | undefined => {
  let current: unknown = input;
  for (const key of path) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return Array.isArray(current) ? current : undefined;
};

/** A copy of `input` with the value at `path` replaced (every level on the way copied, nothing else). */
const withValueAt = (input: unknown, path: readonly string[], value: unknown): unknown => {
  const [key, ...rest] = path;
  if (key === undefined || !isRecord(input)) return value;
  return { ...input, [key]: rest.length === 0 ? value : withValueAt(input[key], rest, value) };
};

/**
 * Decodes a reply like {@link decodeWith}, but its long list (`slices.path`) one element at a time, yielding to the
 * browser whenever a slice has run `sliceMs`: the same value or failure, without one long task. A hotel results
 * reply's first decode (effect compiles and warms its parsers on it) is long enough to block the page as one task, and
 * Lighthouse multiplies a task's wall time into its Total Blocking Time.
 *
 * The reply without its list (an empty array in its place) is decoded first, in the first slice: a bad envelope fails
 * as the whole decode would. A bad element fails with its path from the reply's root (`["hotels", 3, "name"]`). A
 * reply without an array at the path (another union member, the field left out) is decoded whole, at once. Past
 * `slices.limit`, elements are dropped unread.
 *
 * @example
 * const decode = decodeInSlices(HotelSearchReply, { path: ["hotels"], element: HotelCluster });
 * const reply = await decode(json, { now: () => performance.now(), yieldToMain, sliceMs: 5 });
 */
export const decodeInSlices = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  slices: ReplySlices,
): ((input: unknown, scheduler: SliceScheduler) => Promise<Result.Result<S["Type"], DecodeError>>) => {
  const whole = decodeWith(schema) as Decoder;
  const one = decodeWith(slices.element) as Decoder;
  return async (input, scheduler) => {
    const fullList = listAt(input, slices.path);
    const list = slices.limit === undefined ? fullList : fullList?.slice(0, slices.limit);
    if (list === undefined || list.length === 0) return whole(input) as Result.Result<S["Type"], DecodeError>;
    let sliceStart = scheduler.now();
    const envelope = whole(withValueAt(input, slices.path, []));
    if (Result.isFailure(envelope)) return envelope;
    const decoded: unknown[] = [];
    for (const [index, item] of list.entries()) {
      if (scheduler.now() - sliceStart >= scheduler.sliceMs) {
        await scheduler.yieldToMain();
        sliceStart = scheduler.now();
      }
      const element = one(item);
      if (Result.isFailure(element))
        return Result.fail({ ...element.failure, path: [...slices.path, index, ...element.failure.path] });
      decoded.push(element.success);
    }
    return Result.succeed(withValueAt(envelope.success, slices.path, decoded) as S["Type"]);
  };
};

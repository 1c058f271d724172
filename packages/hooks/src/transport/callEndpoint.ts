import { type ApiEndpoint, type DecodeError, decodeInSlices, decodeWith, type ReplySlices } from "@travesia/core";
import type { Result, Schema } from "effect";
import type { ApiTransport, CallError } from "./transport.js";
import { mainThreadSlices } from "./yieldToMain.js";

type Decoder = (input: unknown) => Result.Result<unknown, DecodeError> | Promise<Result.Result<unknown, DecodeError>>;

/** One decoder per reply Schema (and per list, for the replies decoded in slices). */
const decoders = new WeakMap<object, Decoder>();

const decoderOf = <S extends Schema.Top>(schema: S, slices: ReplySlices | undefined) => {
  const key = slices ?? schema;
  let decoder = decoders.get(key);
  if (decoder === undefined) {
    if (slices === undefined) decoder = decodeWith(schema as never) as Decoder;
    else {
      const sliced = decodeInSlices(schema as never, slices);
      decoder = (input) => sliced(input, mainThreadSlices);
    }
    decoders.set(key, decoder);
  }
  return decoder as (
    input: unknown,
  ) => Result.Result<S["Type"], DecodeError> | Promise<Result.Result<S["Type"], DecodeError>>;
};

/** Options of {@link callEndpoint}: the JSON body of a POST, the abort signal and the fetch priority. */
export interface CallEndpointOptions {
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly priority?: RequestPriority;
}

/**
 * Calls one of core's `endpoints` (method, path builder, reply Schema): the path comes from core, the reply is
 * decoded by core's Schema, and every failure is a value.
 *
 * @example
 * const reply = await callEndpoint(api, budgetGetEndpoint, ["42"], { signal });
 */
export const callEndpoint = <Args extends readonly unknown[], Reply extends Schema.Top>(
  api: ApiTransport,
  endpoint: ApiEndpoint<Args, Reply, Schema.Top | undefined>,
  args: Args,
  options: CallEndpointOptions = {},
): Promise<Result.Result<Reply["Type"], CallError>> =>
  api.call({
    method: endpoint.method,
    path: endpoint.path(...args),
    decode: decoderOf(endpoint.reply, endpoint.replySlices),
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.priority === undefined ? {} : { priority: options.priority }),
  });

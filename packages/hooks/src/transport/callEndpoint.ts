import { type ApiEndpoint, type DecodeError, decodeWith } from "@travesia/core";
import type { Result, Schema } from "effect";
import type { ApiTransport, CallError } from "./transport.js";

const decoders = new WeakMap<object, (input: unknown) => Result.Result<unknown, DecodeError>>();

const decoderOf = <S extends Schema.Top>(schema: S) => {
  let decoder = decoders.get(schema);
  if (decoder === undefined) {
    decoder = decodeWith(schema as never) as (input: unknown) => Result.Result<unknown, DecodeError>;
    decoders.set(schema, decoder);
  }
  return decoder as (input: unknown) => Result.Result<S["Type"], DecodeError>;
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
    decode: decoderOf(endpoint.reply),
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.priority === undefined ? {} : { priority: options.priority }),
  });

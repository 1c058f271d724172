import { API_CALL_DEADLINE_MS, type DecodeError } from "@travesia/core";
import { Result } from "effect";
import { requestInit } from "./requestInit.js";

/** A `fetch`-shaped function: the browser's `fetch`, or the testkit's in-process app. */
export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

/** Why a call gave no data: the network or server failed, or the reply did not match its Schema. */
export type CallError =
  | { readonly _tag: "HttpError"; readonly status: number; readonly body: unknown }
  | { readonly _tag: "NetworkError"; readonly message: string }
  | { readonly _tag: "Aborted" }
  | DecodeError;

/** One call: method, path, optional JSON body and the decoder of its reply. */
export interface CallSpec<A> {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly body?: unknown;
  /** Decodes the parsed body: at once, or a slice at a time for a results reply (core's `decodeInSlices`). */
  readonly decode: (input: unknown) => Result.Result<A, DecodeError> | Promise<Result.Result<A, DecodeError>>;
  readonly signal?: AbortSignal;
  /**
   * The request's fetch priority, given to the fetcher as `init.priority`: "high" for a call a person is waiting on
   * now (the portal's fetcher starts those at once rather than in a task of their own).
   */
  readonly priority?: RequestPriority;
}

/** The API transport the portal uses: every reply decoded by its Schema, every failure a value. */
export interface ApiTransport {
  readonly call: <A>(spec: CallSpec<A>) => Promise<Result.Result<A, CallError>>;
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Options of {@link createTransport}. */
export interface TransportOptions {
  /**
   * How long one call may take, reply headers and body, before it is aborted and answers a `NetworkError`: core's
   * `API_CALL_DEADLINE_MS`, the portal server's deadline too, so that a page never waits longer than its server would.
   */
  readonly deadlineMs?: number;
}

/**
 * Builds the transport over a fetcher (`fetch` in the browser, the demo app in tests). Every call carries a deadline
 * besides the caller's signal (TanStack Query's, aborted when the query is superseded): a booking API that never
 * answers, or stops in the middle of a reply, ends the call with a `NetworkError` the page shows with its retry.
 */
export const createTransport = (fetcher: Fetcher, options: TransportOptions = {}): ApiTransport => ({
  call: async <A>(spec: CallSpec<A>): Promise<Result.Result<A, CallError>> => {
    const deadlineMs = options.deadlineMs ?? API_CALL_DEADLINE_MS;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), deadlineMs);
    const signal = spec.signal === undefined ? deadline.signal : AbortSignal.any([spec.signal, deadline.signal]);
    const overran = (): Result.Result<A, CallError> =>
      Result.fail({ _tag: "NetworkError", message: `no complete reply within ${deadlineMs} ms` });
    const init: RequestInit = {
      ...requestInit(spec.method, spec.body),
      signal,
      ...(spec.priority === undefined ? {} : { priority: spec.priority }),
    };
    let response: Response;
    let body: unknown;
    try {
      response = await fetcher(spec.path, init);
      body = await readJson(response).catch(() => undefined);
    } catch (error) {
      if (spec.signal?.aborted) return Result.fail({ _tag: "Aborted" });
      if (deadline.signal.aborted) return overran();
      return Result.fail({ _tag: "NetworkError", message: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timer);
    }
    if (spec.signal?.aborted) return Result.fail({ _tag: "Aborted" });
    // The body was cut by the deadline: what arrived is no reply.
    if (deadline.signal.aborted) return overran();
    if (!response.ok) return Result.fail({ _tag: "HttpError", status: response.status, body });
    const decoded = await spec.decode(body);
    // A decode in slices lets other work run in between: a newer search may have aborted this one meanwhile.
    if (spec.signal?.aborted) return Result.fail({ _tag: "Aborted" });
    return decoded;
  },
});

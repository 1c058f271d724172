import { API_CALL_DEADLINE_MS } from "@travesia/core";
import { Result } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTransport, type Fetcher } from "./transport.js";

const recording = () => {
  const inits: RequestInit[] = [];
  const fetcher: Fetcher = async (_path, init) => {
    inits.push(init ?? {});
    return Response.json({ ok: true });
  };
  return { inits, fetcher };
};

describe("createTransport", () => {
  it("gives the fetcher the call's fetch priority, and none when the call sets none", async () => {
    const { inits, fetcher } = recording();
    const api = createTransport(fetcher);
    const decode = (input: unknown) => Result.succeed(input);
    await api.call({ method: "GET", path: "/api/urgent", decode, priority: "high" });
    await api.call({ method: "GET", path: "/api/plain", decode });
    expect(inits.map((init) => init.priority)).toEqual(["high", undefined]);
    expect("priority" in (inits[1] ?? {})).toBe(false);
  });

  it("waits for a decode that takes its time, and answers Aborted when the call was aborted meanwhile", async () => {
    const { fetcher } = recording();
    const api = createTransport(fetcher);
    const later = (input: unknown) =>
      new Promise<Result.Result<unknown, never>>((done) => setTimeout(() => done(Result.succeed(input)), 0));
    expect(await api.call({ method: "GET", path: "/api/slow", decode: later })).toEqual(Result.succeed({ ok: true }));
    const controller = new AbortController();
    const aborting = (input: unknown) => {
      controller.abort();
      return later(input);
    };
    const aborted = await api.call({ method: "GET", path: "/api/slow", decode: aborting, signal: controller.signal });
    expect(aborted).toEqual(Result.fail({ _tag: "Aborted" }));
  });
});

/** A booking API that never answers: its request ends only when its signal aborts it, as the browser's fetch does. */
const stuckFetcher: Fetcher = (_path, init) =>
  new Promise((_, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")), { once: true });
  });

/** A booking API that sends its headers and the start of its body, then nothing more until the signal aborts. */
const stallingFetcher: Fetcher = async (_path, init) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"flights":{"solu'));
        init?.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")), {
          once: true,
        });
      },
    }),
    { status: 200, headers: { "content-type": "application/json" } },
  );

/** Starts a call and notes when it settles, so that a test can tell a pending call from a settled one. */
const track = <A>(call: Promise<A>) => {
  const state: { settled: boolean; value?: A } = { settled: false };
  void call.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
};

describe("createTransport's deadline", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const decode = (input: unknown) => Result.succeed(input);
  const timedOut = Result.fail({
    _tag: "NetworkError",
    message: `no complete reply within ${API_CALL_DEADLINE_MS} ms`,
  });

  it("ends a call the API never answers at API_CALL_DEADLINE_MS with a NetworkError, not before", async () => {
    vi.useFakeTimers();
    const api = createTransport(stuckFetcher);
    const call = track(api.call({ method: "POST", path: "/api/v1/flights/search", body: {}, decode }));
    await vi.advanceTimersByTimeAsync(API_CALL_DEADLINE_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toEqual({ settled: true, value: timedOut });
  });

  it("ends a call whose reply stops in the middle of its body, with the caller's signal combined", async () => {
    vi.useFakeTimers();
    const api = createTransport(stallingFetcher);
    const query = new AbortController();
    const call = track(api.call({ method: "GET", path: "/api/v1/hotels/politics/1", decode, signal: query.signal }));
    await vi.advanceTimersByTimeAsync(API_CALL_DEADLINE_MS);
    expect(call).toEqual({ settled: true, value: timedOut });
    expect(query.signal.aborted).toBe(false);
  });

  it("answers Aborted, not a NetworkError, when the caller aborts first; a deadline given overrides the default", async () => {
    vi.useFakeTimers();
    const api = createTransport(stuckFetcher, { deadlineMs: 5_000 });
    const query = new AbortController();
    const aborted = track(api.call({ method: "GET", path: "/api/user", decode, signal: query.signal }));
    query.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(aborted).toEqual({ settled: true, value: Result.fail({ _tag: "Aborted" }) });
    const late = track(api.call({ method: "GET", path: "/api/user", decode }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(late.value).toEqual(Result.fail({ _tag: "NetworkError", message: "no complete reply within 5000 ms" }));
  });
});

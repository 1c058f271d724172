import { Result } from "effect";
import { describe, expect, it } from "vitest";
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

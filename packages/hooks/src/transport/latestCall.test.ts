import { describe, expect, it } from "vitest";
import { createLatestCall } from "./latestCall.js";

const deferred = <A>() => {
  let resolve: (value: A) => void = () => undefined;
  const promise = new Promise<A>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe("createLatestCall", () => {
  it("aborts the older call and reports its late reply as stale", async () => {
    const latest = createLatestCall();
    const slow = deferred<string>();
    const signals: AbortSignal[] = [];
    const first = latest.run((signal) => {
      signals.push(signal);
      return slow.promise; // ignores its signal, like a fetcher that cannot abort
    });
    const second = latest.run(async (signal) => {
      signals.push(signal);
      return "new";
    });
    expect(await second).toEqual({ _tag: "Current", value: "new" });
    slow.resolve("old");
    expect(await first).toEqual({ _tag: "Stale" });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it("abort() makes the call in flight stale", async () => {
    const latest = createLatestCall();
    const pending = latest.run(async () => "value");
    latest.abort();
    expect(await pending).toEqual({ _tag: "Stale" });
  });
});

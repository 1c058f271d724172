import { fc, test } from "@fast-check/vitest";
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

describe("createLatestCall under any reply order", () => {
  test.prop(
    [
      fc
        .integer({ min: 1, max: 8 })
        .chain((n) =>
          fc.tuple(fc.constant(n), fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n })),
        ),
    ],
    {
      numRuns: 1000,
    },
  )("only the newest call is Current, whatever order the replies come back in", async ([count, order]) => {
    const latest = createLatestCall();
    const gates = Array.from({ length: count }, () => deferred<number>());
    const outcomes = gates.map((gate) => latest.run(() => gate.promise));
    for (const index of order) gates[index]?.resolve(index);
    const settled = await Promise.all(outcomes);
    settled.forEach((outcome, index) => {
      expect(outcome).toEqual(index === count - 1 ? { _tag: "Current", value: index } : { _tag: "Stale" });
    });
  });
});

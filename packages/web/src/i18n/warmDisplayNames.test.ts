import { describe, expect, it, vi } from "vitest";
import { warmDisplayNames } from "./warmDisplayNames";

/** A worker double: records listeners and termination; `say` plays the worker's message or error. */
const fakeWorker = () => {
  const target = new EventTarget();
  const worker = Object.assign(target, { terminate: vi.fn() }) as unknown as Worker & { terminate: () => void };
  return { worker, say: (type: "message" | "error") => target.dispatchEvent(new Event(type)) };
};

/** Whether a promise has settled once pending microtasks ran. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("warmDisplayNames", () => {
  it("waits for the worker's answer, then ends the worker", async () => {
    const { worker, say } = fakeWorker();
    const warm = warmDisplayNames(() => worker, 60_000);
    expect(await settled(warm)).toBe(false);
    say("message");
    expect(await settled(warm)).toBe(true);
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it("does not hold the first render when the worker fails to load", async () => {
    const { worker, say } = fakeWorker();
    const warm = warmDisplayNames(() => worker, 60_000);
    say("error");
    await expect(warm).resolves.toBeUndefined();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("resolves at once where a worker cannot start (no Worker, or a policy refusing it)", async () => {
    await expect(
      warmDisplayNames(() => {
        throw new Error("refused");
      }),
    ).resolves.toBeUndefined();
    // jsdom has no Worker: the default start throws, and the page goes on.
    await expect(warmDisplayNames()).resolves.toBeUndefined();
  });

  it("gives up after the limit when the worker never answers", async () => {
    vi.useFakeTimers();
    try {
      const { worker } = fakeWorker();
      const warm = warmDisplayNames(() => worker, 1500);
      await vi.advanceTimersByTimeAsync(1499);
      expect(await settled(warm)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(warm)).toBe(true);
      expect(worker.terminate).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

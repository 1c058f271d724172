import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yieldToMain.js";

afterEach(() => vi.unstubAllGlobals());

describe("yieldToMain", () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yields = vi.fn(async () => undefined);
    vi.stubGlobal("scheduler", { yield: yields });
    await yieldToMain();
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it("else resumes in a task of its own, after the current task's microtasks", async () => {
    vi.stubGlobal("scheduler", undefined);
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push("resumed"));
    queueMicrotask(() => order.push("microtask"));
    await resumed;
    expect(order).toEqual(["microtask", "resumed"]);
  });
});

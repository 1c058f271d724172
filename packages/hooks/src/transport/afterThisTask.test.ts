import { describe, expect, it } from "vitest";
import { afterThisTask } from "./afterThisTask.js";

describe("afterThisTask", () => {
  it("resolves after the current task's microtasks", async () => {
    const order: string[] = [];
    const waited = afterThisTask().then(() => order.push("task"));
    queueMicrotask(() => order.push("microtask"));
    await waited;
    expect(order).toEqual(["microtask", "task"]);
  });

  it("resumes each caller in a task of its own, in the order they asked", async () => {
    const order: string[] = [];
    const resume = (name: string) => () => {
      order.push(name);
      // Runs before the next caller resumes only if that caller waits for a task of its own.
      queueMicrotask(() => order.push(`${name}'s microtask`));
    };
    await Promise.all([afterThisTask().then(resume("first")), afterThisTask().then(resume("second"))]);
    await afterThisTask();
    expect(order).toEqual(["first", "first's microtask", "second", "second's microtask"]);
  });
});

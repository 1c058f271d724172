import { act, renderHook } from "@testing-library/react";
import { TOAST_DURATIONS_MS as CORE_TOAST_DURATIONS_MS } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { TOAST_DURATIONS_MS } from "./toastQueue.js";
import { useToasts } from "./useToasts.js";

describe("useToasts", () => {
  it("queues toasts in order, removes each after its duration, keeps a null duration until dismissed", () => {
    const clock = fakeClock();
    const h = harness({ clock });
    const { result } = renderHook(() => useToasts(), { wrapper: h.wrapper });
    expect(result.current.status).toBe("empty");
    let sticky = 0;
    act(() => {
      result.current.actions.push({ level: "warning", key: "budget.addError", durationMs: TOAST_DURATIONS_MS.warning });
      result.current.actions.push({
        level: "warning",
        key: "budget.addConflict",
        durationMs: TOAST_DURATIONS_MS.warningHotelResults,
      });
      sticky = result.current.actions.push({ level: "success", key: "budget.previousSaved", durationMs: null });
    });
    expect(result.current.data.toasts.map((toast) => toast.key)).toEqual([
      "budget.addError",
      "budget.addConflict",
      "budget.previousSaved",
    ]);
    act(() => clock.advance(5000));
    expect(result.current.data.toasts.map((toast) => toast.key)).toEqual([
      "budget.addConflict",
      "budget.previousSaved",
    ]);
    act(() => clock.advance(10_000));
    expect(result.current.data.toasts.map((toast) => toast.key)).toEqual(["budget.previousSaved"]);
    act(() => clock.advance(60_000));
    act(() => result.current.actions.dismiss(sticky));
    expect(result.current.status).toBe("empty");
  });

  it("hands the views core's one table of durations", () => {
    expect(TOAST_DURATIONS_MS).toBe(CORE_TOAST_DURATIONS_MS);
    expect(TOAST_DURATIONS_MS.warningHotelResults).toBe(15_000);
  });
});

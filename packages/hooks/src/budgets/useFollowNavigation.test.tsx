import { renderHook } from "@testing-library/react";
import type { AddToBudgetNavigation } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { useFollowNavigation } from "./useFollowNavigation.js";

describe("useFollowNavigation", () => {
  it("goes to the trip after its delay on the provider clock, and to /logout at once", () => {
    const clock = fakeClock();
    const h = harness({ clock });
    const navigate = vi.fn();
    const trip: AddToBudgetNavigation = { _tag: "trip", url: "/v3/trip/edit/7", delayMs: 5000 };
    const { rerender } = renderHook(({ to }) => useFollowNavigation(to, navigate), {
      wrapper: h.wrapper,
      initialProps: { to: trip as AddToBudgetNavigation | null },
    });
    clock.advance(4999);
    expect(navigate).not.toHaveBeenCalled();
    clock.advance(1);
    expect(navigate).toHaveBeenCalledWith("/v3/trip/edit/7");
    rerender({ to: { _tag: "logout", url: "/logout" } });
    clock.advance(0);
    expect(navigate).toHaveBeenLastCalledWith("/logout");
  });

  it("cancels a pending navigation that is dropped before its time", () => {
    const clock = fakeClock();
    const h = harness({ clock });
    const navigate = vi.fn();
    const { rerender } = renderHook(({ to }) => useFollowNavigation(to, navigate), {
      wrapper: h.wrapper,
      initialProps: { to: { _tag: "trip", url: "/v3/trip/edit/7", delayMs: 5000 } as AddToBudgetNavigation | null },
    });
    rerender({ to: null });
    clock.advance(10_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });
});

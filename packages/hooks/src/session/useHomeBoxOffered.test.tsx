import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { harness } from "../test/harness.js";
import { useHomeBoxOffered } from "./useHomeBoxOffered.js";

describe("useHomeBoxOffered", () => {
  it("waits for the user record (activities) or the configuration (circuits), then says whether each is offered", () => {
    const { wrapper, stores } = harness({ fetcher: () => new Promise<Response>(() => {}) });
    const { result } = renderHook(() => [useHomeBoxOffered("activity"), useHomeBoxOffered("circuit")] as const, {
      wrapper,
    });
    expect(result.current).toEqual([null, null]);
    const user = { id: "7", firstName: "", lastName: "", portalId: null };
    act(() => stores.user.setState({ status: "signedIn", user: { ...user, allowedProducts: ["htl", "act"] } }));
    expect(result.current).toEqual([true, null]);
    act(() => stores.config.setState({ status: "ready", flags: { enableCircuits: false } }));
    expect(result.current).toEqual([true, false]);
    act(() => stores.user.setState({ status: "anonymous", user: null }));
    act(() => stores.config.setState({ status: "ready", flags: { enableCircuits: true } }));
    expect(result.current).toEqual([false, true]);
  });
});

import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { harness } from "../test/harness.js";
import { useProductAllowed } from "./useProductAllowed.js";

describe("useProductAllowed", () => {
  it("is null until the user call answers, then what the record allows; false for an anonymous visitor", () => {
    const { wrapper, stores } = harness({ fetcher: () => new Promise<Response>(() => {}) });
    const { result } = renderHook(() => useProductAllowed("trf"), { wrapper });
    expect(result.current).toBeNull();
    const user = { id: "7", firstName: "", lastName: "", portalId: null };
    act(() => stores.user.setState({ status: "signedIn", user: { ...user, allowedProducts: ["air", "trf"] } }));
    expect(result.current).toBe(true);
    act(() => stores.user.setState({ status: "signedIn", user: { ...user, allowedProducts: ["htl"] } }));
    expect(result.current).toBe(false);
    act(() => stores.user.setState({ status: "anonymous", user: null }));
    expect(result.current).toBe(false);
  });
});

import { renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { failingFor, harness } from "../test/harness.js";
import { HOME_OFFERS_SHOWN, useHomeOffers } from "./useHomeOffers.js";

describe("useHomeOffers against the demo API", () => {
  it("lists four promotions and four recommended hotels, each with the link to its results", async () => {
    const { result } = renderHook(() => useHomeOffers(), { wrapper: harness().wrapper });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.promotions).toHaveLength(HOME_OFFERS_SHOWN);
    expect(result.current.data.recommended).toHaveLength(HOME_OFFERS_SHOWN);
    for (const offer of result.current.data.promotions ?? []) expect(offer.link).toMatch(/^\/hotel\/results\//);
  });

  it("leaves out a list whose call fails", async () => {
    const fetcher = failingFor(inProcessFetcher(createDemoApi()), /promotions/);
    const { result } = renderHook(() => useHomeOffers(), { wrapper: harness({ fetcher }).wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.promotions).toBeNull();
    expect(result.current.data.recommended).toHaveLength(HOME_OFFERS_SHOWN);
  });
});

import { act, renderHook } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness, withScenario } from "../test/harness.js";
import { useNewsletter } from "./useNewsletter.js";

const setup = (scenario = "") => {
  const clock = fakeClock();
  const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => scenario), clock });
  return { clock, h, ...renderHook(() => useNewsletter(), { wrapper: h.wrapper }) };
};

describe("useNewsletter against the demo API", () => {
  it("checks the e-mail with core before any call", async () => {
    const { h, result } = setup();
    await act(() => result.current.actions.submit());
    expect(result.current.data.issues.map((issue) => issue.key)).toEqual(["newsletter.emailRequired"]);
    act(() => result.current.actions.setEmail("ana@"));
    await act(() => result.current.actions.submit());
    expect(result.current.data.issues.map((issue) => issue.key)).toEqual(["newsletter.emailInvalid"]);
    expect(h.calls.filter((call) => call.includes("newsletter"))).toEqual([]);
  });

  it("signs up, then shows the server's error list for a repeated e-mail for 3 seconds", async () => {
    const { clock, result } = setup();
    act(() => result.current.actions.setEmail("ana@example.com"));
    await act(() => result.current.actions.submit());
    expect(result.current.status).toBe("success");
    await act(() => result.current.actions.submit());
    expect(result.current.status).toBe("errors");
    expect(result.current.data.serverErrors.length).toBeGreaterThan(0);
    act(() => clock.advance(2999));
    expect(result.current.status).toBe("errors");
    act(() => clock.advance(1));
    expect(result.current.status).toBe("idle");
    expect(result.current.data.serverErrors).toEqual([]);
  });

  it("a failed call shows newsletter.failed for 3 seconds", async () => {
    const { clock, result } = setup("newsletter-fail");
    act(() => result.current.actions.setEmail("ana@example.com"));
    await act(() => result.current.actions.submit());
    expect(result.current.status).toBe("errors");
    expect(result.current.error).toEqual({ key: "newsletter.failed" });
    act(() => clock.advance(3000));
    expect(result.current.error).toBeNull();
  });
});

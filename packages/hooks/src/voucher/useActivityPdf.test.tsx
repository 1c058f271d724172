import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, withScenario } from "../test/harness.js";
import { useActivityPdf } from "./useActivityPdf.js";

const request = { url: "/activities/detail/ACT-9/20270402", canonicalId: "ACT-9" };

describe("useActivityPdf against the demo API", () => {
  it("generates the activity's PDF, and fails with the Download text in the failure scenario", async () => {
    let scenario = "";
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const base = withScenario(inProcessFetcher(createDemoApi()), () => scenario);
    // The first call waits until the test has seen the 'generating' state.
    const h = harness({
      fetcher: async (path, init) => {
        await gate;
        return base(path, init);
      },
    });
    const { result } = renderHook(() => useActivityPdf(), { wrapper: h.wrapper });
    expect(result.current.status).toBe("idle");
    act(() => result.current.actions.generate(request));
    await waitFor(() => expect(result.current.status).toBe("generating"));
    open();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.file).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
    scenario = "pdf-fail";
    act(() => result.current.actions.generate(request));
    await waitFor(() => expect(result.current.status).toBe("failed"));
    expect(result.current.error).toEqual({ key: "documents.failure" });
    expect(result.current.data.file).toBeNull();
  });
});

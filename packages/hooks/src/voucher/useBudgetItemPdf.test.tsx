import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness } from "../test/harness.js";
import { useBudgetItemPdf } from "./useBudgetItemPdf.js";

describe("useBudgetItemPdf against the demo API", () => {
  it("calls each product's PDF path: an activity's is generated, a transfer the API does not know fails", async () => {
    const paths: string[] = [];
    const base = inProcessFetcher(createDemoApi());
    const h = harness({
      fetcher: (path, init) => {
        paths.push(String(path));
        return base(path, init);
      },
    });
    const { result } = renderHook(() => useBudgetItemPdf(), { wrapper: h.wrapper });
    act(() =>
      result.current.actions.generate({
        product: "activity",
        request: { url: "/activities/detail/ACT-9/20270402", canonicalId: "ACT-9" },
      }),
    );
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.file).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
    act(() =>
      result.current.actions.generate({
        product: "transfer",
        request: {
          url: "/transfer/results/airport:EZE:Ezeiza/city:BUE:Buenos%20Aires/2027-01-10T0930/2-0/1",
          canonicalId: "trf-none",
        },
      }),
    );
    await waitFor(() => expect(result.current.status).toBe("failed"));
    act(() =>
      result.current.actions.generate({
        product: "circuit",
        request: { url: "/circuits/detail/C1/2027-01/2/1?rooms=double", canonicalId: "C1:2027" },
      }),
    );
    await waitFor(() => expect(paths.filter((path) => path.endsWith("/pdf"))).toHaveLength(3));
    expect(paths.filter((path) => path.endsWith("/pdf")).map((path) => new URL(path, "http://x").pathname)).toEqual([
      "/activities/pdf",
      "/transfers/pdf",
      "/circuits/pdf",
    ]);
  });
});

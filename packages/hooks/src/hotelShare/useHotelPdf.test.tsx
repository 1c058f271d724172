import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, withScenario } from "../test/harness.js";
import { useHotelMultiPdf, useHotelPdf } from "./useHotelPdf.js";

const detailUrl = "/hotel/details/hotel-sol/100001/2030-03-10/2030-03-14/2-0/BUE";
const setup = (scenario: string) =>
  harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => scenario) });

describe("useHotelPdf and useHotelMultiPdf against the demo API", () => {
  it("generates a hotel's PDF and gives its address", async () => {
    const { result } = renderHook(() => useHotelPdf(), { wrapper: setup("").wrapper });
    expect(result.current.status).toBe("idle");
    act(() => result.current.actions.generate({ url: detailUrl, tripadvisor: false }));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.file).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
  });

  it("the multi-hotel PDF fails with the Download text under the pdf-fail scenario", async () => {
    const { result } = renderHook(() => useHotelMultiPdf(), { wrapper: setup("pdf-fail").wrapper });
    act(() => result.current.actions.generate({ id_h: ["100001"], tripadvisor: false, url: "" }));
    await waitFor(() => expect(result.current.status).toBe("failed"));
    expect(result.current.error).toEqual({ key: "documents.failure" });
    expect(result.current.data.file).toBeNull();
  });
});

import { renderHook, waitFor } from "@testing-library/react";
import { DEFAULT_HOME_IMAGE } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, withScenario } from "../test/harness.js";
import { useHomeImage } from "./useHomeImage.js";

describe("useHomeImage", () => {
  it("reads the page's image for the device", async () => {
    const h = harness();
    const { result } = renderHook(() => useHomeImage({ pageCode: "hotels", device: "desktop" }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.image?.image).toBe("/images/home/hotels-desktop.svg");
  });

  it("falls back to the default flights image when the call fails (spec 000 §8)", async () => {
    const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => "home-image-fail") });
    const { result } = renderHook(() => useHomeImage({ pageCode: "hotels", device: "desktop" }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("fallback"));
    expect(result.current.data.image).toEqual(DEFAULT_HOME_IMAGE);
  });

  it("makes no call on phones", () => {
    const h = harness();
    const { result } = renderHook(() => useHomeImage({ pageCode: "home", device: "mobile", enabled: false }), {
      wrapper: h.wrapper,
    });
    expect(result.current.status).toBe("off");
    expect(h.calls).toEqual([]);
  });
});

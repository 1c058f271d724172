import { act, renderHook } from "@testing-library/react";
import { LANGUAGE_COOKIE_NAME } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { PortalProvider } from "../provider/PortalProvider.js";
import { memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { useLanguage } from "./useLanguage.js";

describe("useLanguage", () => {
  it("defaults to es, and a choice writes the ml cookie that the next provider reads (reload keeps it)", () => {
    const storage = memoryPortalStorage();
    const first = renderHook(() => useLanguage(), { wrapper: harness({ storage }).wrapper });
    expect(first.result.current.data).toEqual({ language: "es", languages: ["es", "en", "pt"] });
    act(() => first.result.current.actions.select("pt"));
    expect(first.result.current.data.language).toBe("pt");
    expect(storage.cookies.get(LANGUAGE_COOKIE_NAME)).toBe("pt");
    first.unmount();
    const reloaded = renderHook(() => useLanguage(), {
      wrapper: ({ children }) => (
        <PortalProvider fetcher={() => Promise.reject(new Error("offline"))} storage={storage}>
          {children}
        </PortalProvider>
      ),
    });
    expect(reloaded.result.current.data.language).toBe("pt");
  });
});

describe("language at start", () => {
  it("reads a regional ml cookie as its language", () => {
    const storage = memoryPortalStorage();
    storage.cookies.set(LANGUAGE_COOKIE_NAME, "en-US", { maxAgeSeconds: 10 });
    const { result } = renderHook(() => useLanguage(), {
      wrapper: ({ children }) => (
        <PortalProvider fetcher={() => Promise.reject(new Error("offline"))} storage={storage}>
          {children}
        </PortalProvider>
      ),
    });
    expect(result.current.data.language).toBe("en");
  });
});

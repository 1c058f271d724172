import { fc, test } from "@fast-check/vitest";
import { act, renderHook } from "@testing-library/react";
import { LANGUAGES } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { PortalProvider } from "../provider/PortalProvider.js";
import { memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { LANGUAGE_COOKIE, languageFromTags } from "./languageCookie.js";
import { useLanguage } from "./useLanguage.js";

describe("useLanguage", () => {
  it("defaults to es, and a choice writes the ml cookie that the next provider reads (reload keeps it)", () => {
    const storage = memoryPortalStorage();
    const first = renderHook(() => useLanguage(), { wrapper: harness({ storage }).wrapper });
    expect(first.result.current.data).toEqual({ language: "es", languages: ["es", "en", "pt"] });
    act(() => first.result.current.actions.select("pt"));
    expect(first.result.current.data.language).toBe("pt");
    expect(storage.cookies.get(LANGUAGE_COOKIE)).toBe("pt");
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

describe("languageFromTags (spec 000 §4: cookie ml, else the page language, else es)", () => {
  it("reads regional variants and falls back in order", () => {
    expect(languageFromTags("pt-BR")).toBe("pt");
    expect(languageFromTags("en_US", "pt")).toBe("en");
    expect(languageFromTags(undefined, "pt")).toBe("pt");
    expect(languageFromTags("fr", "de")).toBe("es");
  });

  test.prop([fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined })], {
    numRuns: 1000,
  })("any input gives a supported language, never a throw", (cookie, page) => {
    expect(LANGUAGES).toContain(languageFromTags(cookie, page));
  });
});

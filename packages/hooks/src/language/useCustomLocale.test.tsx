import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { useCustomLocale } from "./useCustomLocale.js";

const withCookie = (value: string) => {
  const storage = memoryPortalStorage();
  storage.cookies.set("ml", value, { maxAgeSeconds: 60 });
  return storage;
};

describe("useCustomLocale against the demo API", () => {
  it("reads the custom variant the cookie names and gives its texts for the language shown", async () => {
    const h = harness({ storage: withCookie("es-AR") });
    const { result } = renderHook(() => useCustomLocale("es"), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.overrides?.["home.title"]).toBe("Encontrá tu próximo viaje");
    expect(result.current.data.enabled.map((entry) => entry.id)).toEqual(["es", "en", "pt"]);
    expect(h.calls).toContain("GET /api/customLocales");
  });

  it("asks nothing for a bare language, and gives no texts of another language's variant", async () => {
    const bare = harness({ storage: withCookie("es") });
    const plain = renderHook(() => useCustomLocale("es"), { wrapper: bare.wrapper });
    expect(plain.result.current.status).toBe("none");
    expect(bare.calls).not.toContain("GET /api/customLocales");
    const other = renderHook(() => useCustomLocale("en"), {
      wrapper: harness({ storage: withCookie("pt-BR") }).wrapper,
    });
    await waitFor(() => expect(other.result.current.status).toBe("ready"));
    expect(other.result.current.data.overrides).toBeUndefined();
  });
});

import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { LANGUAGE_COOKIE_NAME } from "@travesia/core";
import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { PortalProvider } from "../provider/PortalProvider.js";
import { memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { useLanguage } from "./useLanguage.js";

const never = new Promise<never>(() => {});
/** Lists the offered languages, and suspends on a list of two, noting that it was asked to draw it. */
const OfferedList = ({ drawn }: { readonly drawn: string[][] }) => {
  const { languages } = useLanguage({ offered: true }).data;
  drawn.push([...languages]);
  if (languages.length === 2) use(never);
  return <p>{languages.join(",")}</p>;
};

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

describe("offered languages (GET /profile/languages)", () => {
  const answering = (body: unknown, status = 200) => harness({ fetcher: async () => Response.json(body, { status }) });

  it("offers the languages the portal lists, in its order, once it answers", async () => {
    const h = answering([
      { languageId: "pt-BR", name: "Português" },
      { languageId: "es", name: "Español" },
    ]);
    const { result } = renderHook(() => useLanguage({ offered: true }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.data.languages).toEqual(["pt", "es"]));
    expect(h.calls).toEqual(["GET /profile/languages"]);
  });

  it("keeps es, en, pt when the call fails or its reply does not decode", async () => {
    for (const h of [answering({ done: false }, 500), answering({ languages: "es" })]) {
      const { result } = renderHook(() => useLanguage({ offered: true }), { wrapper: h.wrapper });
      await waitFor(() => expect(h.calls).toEqual(["GET /profile/languages"]));
      await act(async () => {});
      expect(result.current.data.languages).toEqual(["es", "en", "pt"]);
    }
  });

  it("draws the reply in a transition: the list on screen stays while a render of the new one suspends", async () => {
    const h = answering([
      { languageId: "pt-BR", name: "Português" },
      { languageId: "es", name: "Español" },
    ]);
    const drawn: string[][] = [];
    const Wrapper = h.wrapper;
    render(
      <Wrapper>
        <Suspense fallback={<p>fallback</p>}>
          <OfferedList drawn={drawn} />
        </Suspense>
      </Wrapper>,
    );
    await waitFor(() => expect(drawn).toContainEqual(["pt", "es"]));
    await act(async () => {});
    expect(screen.getByText("es,en,pt")).toBeDefined();
    expect(screen.queryByText("fallback")).toBeNull();
  });
});

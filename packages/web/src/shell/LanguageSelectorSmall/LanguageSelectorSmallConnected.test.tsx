import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Language } from "@travesia/core";
import { memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { LanguageSelectorSmallConnected } from "./LanguageSelectorSmallConnected";

/** Opens the header's language selector and gives the names it offers. */
const offered = async (answer: () => Promise<Response>, language: Language = "es") => {
  const storage = memoryPortalStorage();
  storage.cookies.set("ml", language, { maxAgeSeconds: 60 });
  const calls: string[] = [];
  render(
    <PortalProvider
      fetcher={(path) => {
        calls.push(path);
        return answer();
      }}
      storage={storage}
    >
      <LanguageProvider language={language}>
        <LanguageSelectorSmallConnected />
      </LanguageProvider>
    </PortalProvider>,
  );
  await act(async () => {});
  // The popover's code loads after the first paint; until then an inert look-alike stands in.
  await waitFor(() => expect(screen.getByTestId("language-small-button").getAttribute("aria-disabled")).toBeNull(), {
    timeout: 10_000,
  });
  await act(async () => {});
  fireEvent.click(screen.getByTestId("language-small-button"));
  const panel = await screen.findByTestId("language-small-panel");
  return {
    names: within(panel)
      .getAllByRole("button")
      .slice(1)
      .map((option) => option.textContent),
    calls,
  };
};

describe("LanguageSelectorSmallConnected", () => {
  it("offers the languages GET /profile/languages lists, named through Intl.DisplayNames", async () => {
    const { names, calls } = await offered(async () =>
      Response.json([
        { languageId: "pt-BR", name: "Português" },
        { languageId: "es", name: "Español" },
      ]),
    );
    expect(names).toEqual(["Portugués", "Español✓"]);
    expect(calls).toEqual(["/profile/languages"]);
  });

  it("falls back to es, en, pt when the call fails, named in the interface language", async () => {
    const { names } = await offered(async () => Response.json({ done: false }, { status: 500 }), "en");
    expect(names).toEqual(["Spanish", "English✓", "Portuguese"]);
  });
});

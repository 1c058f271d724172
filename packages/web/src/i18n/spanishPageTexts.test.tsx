import { act, render, screen } from "@testing-library/react";
import { catalogEsPages } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";

/** A fresh copy of the i18n modules: the shared test setup has already given Spanish its pages' texts. */
const freshI18n = async () => {
  vi.resetModules();
  const [context, catalogs] = await Promise.all([import("./LanguageContext"), import("./loadCatalog")]);
  return { ...context, ...catalogs };
};

/** Two texts, one of each part, read with the fresh modules' `useT`. */
const Probe = ({ useT }: { readonly useT: () => (key: string) => string }) => {
  const t = useT();
  return (
    <p>
      {t("shell.search")} · {t("policy.checking")}
    </p>
  );
};

describe("Spanish in two parts", () => {
  it("shows the first part at once, and a page's text once the pages' texts are laid over it", async () => {
    const { LanguageProvider, useT, addSpanishPageTexts } = await freshI18n();
    render(
      <LanguageProvider language="es" overrides={{ "policy.checking": "Mirando" }}>
        <Probe useT={useT} />
      </LanguageProvider>,
    );
    expect(screen.getByText("Buscar · policy.checking")).toBeTruthy();
    act(() => addSpanishPageTexts(catalogEsPages));
    // The server's override of a page's text applies as soon as the text is there.
    expect(screen.getByText("Buscar · Mirando")).toBeTruthy();
  });

  it("lays the pages' texts once: a second call changes nothing", async () => {
    const { addSpanishPageTexts, spanishCatalog } = await freshI18n();
    addSpanishPageTexts(catalogEsPages);
    const whole = spanishCatalog();
    addSpanishPageTexts({ "policy.checking": "otro" });
    expect(spanishCatalog()).toBe(whole);
    expect(whole["policy.checking"]).toBe(catalogEsPages["policy.checking"]);
  });
});

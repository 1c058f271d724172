import { render, screen } from "@testing-library/react";
import { createPortalStores, memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { useT } from "./LanguageContext";
import { PortalLanguageProvider } from "./PortalLanguage";

const Title = () => <h1>{useT()("home.title")}</h1>;

const CUSTOM_LOCALES = {
  done: true,
  enabled: [{ id: "es", name: "Español" }],
  custom: [{ id: "es-AR", name: "Español (Argentina)", base: "es", overwrite: { "home.title": "Encontrá tu viaje" } }],
};

const draw = (cookie: string) => {
  const storage = memoryPortalStorage();
  storage.cookies.set("ml", cookie, { maxAgeSeconds: 60 });
  const calls: string[] = [];
  const fetcher = async (path: string) => {
    calls.push(path);
    return Response.json(path === "/api/customLocales" ? CUSTOM_LOCALES : {}, {
      status: path === "/api/customLocales" ? 200 : 404,
    });
  };
  render(
    <PortalProvider fetcher={fetcher} storage={storage} stores={createPortalStores()}>
      <PortalLanguageProvider>
        <Title />
      </PortalLanguageProvider>
    </PortalProvider>,
  );
  return calls;
};

describe("PortalLanguageProvider", () => {
  it("lays the custom variant the cookie names over the catalog", async () => {
    const calls = draw("es-AR");
    expect(await screen.findByRole("heading", { name: "Encontrá tu viaje" })).toBeTruthy();
    expect(calls).toEqual(["/api/customLocales"]);
  });

  it("keeps the catalog's texts, and asks nothing, for a bare language", () => {
    const calls = draw("es");
    expect(screen.getByRole("heading").textContent).not.toBe("Encontrá tu viaje");
    expect(calls).toEqual([]);
  });
});

import { act, render, screen } from "@testing-library/react";
import { createPortalStores, memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../i18n/LanguageContext";
import { CircuitOffered } from "./CircuitOffered";

/** The gate on a portal whose configuration is loading, or has loaded with these switches. */
const drawOn = async (config: { status: "loading" } | { status: "ready"; flags: Record<string, boolean> }) => {
  const stores = createPortalStores({ config: config.status === "ready" ? config : { status: "loading", flags: {} } });
  render(
    <PortalProvider fetcher={() => new Promise<Response>(() => {})} storage={memoryPortalStorage()} stores={stores}>
      <LanguageProvider language="es">
        <MemoryRouter>
          <CircuitOffered>
            <p>circuit results</p>
          </CircuitOffered>
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  await act(async () => {});
};

describe("CircuitOffered", () => {
  it("shows the circuit pages on a portal offering circuits", async () => {
    await drawOn({ status: "ready", flags: { enableCircuits: true } });
    expect(screen.getByText("circuit results")).toBeTruthy();
  });

  it("says a direct circuit address is not offered on a portal without circuits", async () => {
    await drawOn({ status: "ready", flags: { enableCircuits: false } });
    expect(screen.queryByText("circuit results")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Los circuitos no se ofrecen en este portal");
  });

  it("waits while the portal's configuration loads", async () => {
    await drawOn({ status: "loading" });
    expect(screen.queryByText("circuit results")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Buscando...");
  });
});

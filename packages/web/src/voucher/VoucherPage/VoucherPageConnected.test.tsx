import { render, screen, waitFor } from "@testing-library/react";
import { createPortalStores, memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { VoucherPageConnected } from "./VoucherPageConnected";

const LINK = "/bookingAdmin/generateVoucher/hotel/TRV-100240?email=cliente%40travesia.demo";

/** The voucher page for an anonymous B2C visitor whose portal's configuration says `config`; other calls hang. */
const open = (config: Record<string, unknown>) => {
  const calls: string[] = [];
  const fetcher = async (path: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${path}`);
    if (path === "/api/portal/config/1") return Response.json(config);
    return new Promise<Response>(() => {});
  };
  render(
    <PortalProvider
      fetcher={fetcher}
      storage={memoryPortalStorage()}
      stores={createPortalStores({ user: { status: "anonymous", portalId: "1" } })}
    >
      <LanguageProvider language="es">
        <MemoryRouter initialEntries={[LINK]}>
          <VoucherPageConnected />
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  return calls;
};

describe("VoucherPageConnected — the old voucher flow (spec 002 §6)", () => {
  it("refuses to print when the portal's configuration keeps the old flow, and never calls printVoucher", async () => {
    const calls = open({ portalType: "B2C", voucherNewFlow: false });
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toBe("Este portal no genera vouchers en línea. Consultá con tu agente.");
    expect(calls).toContain("GET /api/portal/config/1");
    expect(calls.some((call) => call.includes("printVoucher"))).toBe(false);
    expect(screen.queryByRole("link", { name: /Descargar/ })).toBeNull();
  });

  it("a configuration without the switch is the old flow too", async () => {
    const calls = open({ portalType: "B2C" });
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls.some((call) => call.includes("printVoucher"))).toBe(false);
  });

  it("with the new flow allowed the same link asks for the voucher and shows the progress notice", async () => {
    const calls = open({ portalType: "B2C", voucherNewFlow: true });
    await waitFor(() => expect(calls).toContain("POST /bookingAdmin/printVoucher"), { timeout: 10_000 });
    expect(screen.getByRole("status").textContent).toContain("Espere un momento se esta generando el PDF");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

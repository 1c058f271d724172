import { act, fireEvent, render, screen } from "@testing-library/react";
import { type CalendarDate, type HotelRate, type HotelRatesSettings, POLICY_LOADING_DELAY_MS } from "@travesia/core";
import { memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { HotelRateRowConnected } from "./HotelRateRowConnected";

const rate: HotelRate = {
  id: "r1",
  tripProductID: "t1",
  rooms: [{ type: { name: "Habitación doble" } }],
  board: { code: "1", name: "Solo habitación" },
  prices: { gross: { amount: 100 } },
};

const settings: HotelRatesSettings = {
  price: {
    currency: "USD",
    perNight: false,
    nights: 3,
    showPricesIncludeTaxes: true,
    countryTax: false,
    rgTax: false,
    priceGo: false,
  },
  smartFlow: false,
  relatedRates: false,
  pricerEnabled: false,
  budgetControls: false,
};

const politics = {
  status: 200,
  data: {
    cancelacion: {
      tipo_cancelacion: { codigo: "C", texto: "" },
      nodos: [
        { tipo: "G", fecha_formated: "20/12/2026" },
        { tipo: "C", fecha_formated: "27/12/2026", costo: { moneda: "USD", precio: 50 } },
      ],
    },
  },
};

/** A clock the test moves: the panel's loading delay runs on it, never on the machine's time. */
const manualClock = () => {
  let now = Date.UTC(2026, 10, 21, 12);
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    advance: (ms: number) => {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.run();
      }
    },
  };
};

/** The row against a fetcher whose politics reply the test releases (or fails) when it wants. */
const mount = () => {
  const clock = manualClock();
  const calls: string[] = [];
  let answer: (ok: boolean) => void = () => {};
  const fetcher = async (path: string) => {
    calls.push(path);
    if (!path.includes("/politics/")) return Response.json({});
    const ok = await new Promise<boolean>((done) => {
      answer = done;
    });
    return ok ? Response.json(politics) : Response.json({ done: false }, { status: 500 });
  };
  render(
    <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()} clock={clock}>
      <LanguageProvider language="es">
        <MemoryRouter>
          <ul>
            <HotelRateRowConnected
              rate={rate}
              settings={settings}
              occupancy="2-0"
              destinationId="MAD"
              stay={{ checkIn: "2027-02-01" as CalendarDate, checkOut: "2027-02-04" as CalendarDate }}
              moreOptions={null}
              relatedRatesUrl={null}
            />
          </ul>
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  const toggle = () => screen.getByRole("button", { name: /política/i });
  const politicsCalls = () => calls.filter((path) => path.includes("/politics/"));
  return { clock, toggle, politicsCalls, answer: (ok: boolean) => answer(ok) };
};

describe("HotelRateRowConnected's policy panel", () => {
  it("a quick reply opens the panel straight on the policy: no 'Consultando' first; closed and opened again at once", async () => {
    const { toggle, answer, politicsCalls } = mount();
    fireEvent.click(toggle());
    // Within the loading delay the row stays as it was.
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("status")).toBeNull();
    await expect.poll(() => politicsCalls()).toHaveLength(1);
    answer(true);
    expect(await screen.findByRole("list", { name: "Línea de tiempo de la política" })).toBeTruthy();
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().textContent).toBe("Cerrar política");
    expect(screen.getAllByTestId("policy-node")).toHaveLength(2);
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: "Línea de tiempo de la política" })).toBeNull();
    // The reply is cached: the same click opens the panel on the policy, with no call and nothing awaited.
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByTestId("policy-node")).toHaveLength(2);
    expect(politicsCalls()).toHaveLength(1);
  });

  it("a reply slower than the delay shows the loading state when the delay ends, then the policy", async () => {
    const { clock, toggle, answer, politicsCalls } = mount();
    fireEvent.click(toggle());
    await expect.poll(() => politicsCalls()).toHaveLength(1);
    act(() => clock.advance(POLICY_LOADING_DELAY_MS));
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("status").textContent).toContain("Consultando");
    answer(true);
    expect(await screen.findByRole("list", { name: "Línea de tiempo de la política" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a failure opens the panel on the error with 'Intente nuevamente'", async () => {
    const { toggle, answer, politicsCalls } = mount();
    fireEvent.click(toggle());
    await expect.poll(() => politicsCalls()).toHaveLength(1);
    answer(false);
    expect((await screen.findByRole("alert")).textContent).toContain("Intente nuevamente");
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });
});

import { act, render, screen } from "@testing-library/react";
import {
  type AllowedProduct,
  type Clock,
  createPortalStores,
  memoryPortalStorage,
  PortalProvider,
} from "@travesia/hooks";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { HomePageConnected } from "./HomePageConnected";

const clock: Clock = {
  now: () => Date.parse("2030-01-10T12:00:00Z"),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const Where = () => {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
};

/** The home at a hash, for a signed-in user with these products on a portal with these switches. */
const drawAt = async (hash: string, allowedProducts: readonly AllowedProduct[], flags: Record<string, boolean>) => {
  const stores = createPortalStores({ config: { status: "ready", flags } });
  stores.user.setState({
    status: "signedIn",
    user: { id: "1", firstName: "", lastName: "", portalId: null, allowedProducts },
  });
  render(
    <PortalProvider
      fetcher={() => new Promise<Response>(() => {})}
      storage={memoryPortalStorage()}
      stores={stores}
      clock={clock}
    >
      <LanguageProvider language="es">
        <MemoryRouter initialEntries={[`/${hash}`]}>
          <HomePageConnected />
          <Where />
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  await act(async () => {});
};

/** The home's boxes load lazily: each test waits for the hotel box, so nothing loads after it ends. */
const boxesDrawn = () => screen.findByRole("form", { name: "Hoteles" }, { timeout: 10_000 });

const ACTIVITY_HASH = "#find-activity/BuenosAires/BUE?from=2030-02-01&to=2030-02-04&adults=2&children=2:4-9";
const CIRCUIT_HASH = "#find-circuit/Madrid/MAD?month=2030-03&travellers=2&rooms=1";

describe("HomePageConnected — find-activity and find-circuit hashes (spec 000 §2)", () => {
  it("a complete find-activity hash opens its results for a user allowed activities", async () => {
    await drawAt(ACTIVITY_HASH, ["htl", "act"], {});
    await expect
      .poll(() => screen.getByTestId("where").textContent)
      .toBe("/activities/results/BUE/2030-02-01/2030-02-04/2/2:4-9/0?name=Buenos%20Aires");
    await boxesDrawn();
  });

  it("says activities are not offered to a user without act, and stays home", async () => {
    await drawAt(ACTIVITY_HASH, ["htl"], {});
    expect(await screen.findByText(/Las actividades no se ofrecen en este portal/)).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/");
    await boxesDrawn();
  });

  it("a complete find-circuit hash opens its results on a portal offering circuits, and is not offered elsewhere", async () => {
    await drawAt(CIRCUIT_HASH, [], { enableCircuits: true });
    await expect
      .poll(() => screen.getByTestId("where").textContent)
      .toBe("/circuits/results/MAD/2030-03/2/1?name=Madrid");
    await boxesDrawn();
  });

  it("says circuits are not offered on a portal without them", async () => {
    await drawAt(CIRCUIT_HASH, ["htl", "act"], { enableCircuits: false });
    expect(await screen.findByText(/Los circuitos no se ofrecen en este portal/)).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/");
    await boxesDrawn();
  });
});

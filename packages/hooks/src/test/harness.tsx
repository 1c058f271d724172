import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import type { ReactNode } from "react";
import { PortalProvider } from "../provider/PortalProvider.js";
import { type FakeRealtime, fakeRealtime } from "../provider/realtime.js";
import { type Clock, memoryPortalStorage, type PortalStorage } from "../provider/world.js";
import { createPortalStores, type PortalStores, type PortalStoresInitial } from "../stores/portalStores.js";
import type { Fetcher } from "../transport/transport.js";
import { routeQueryTimersTo } from "./queryTimers.js";

/** Everything a hooks test needs: the provider wrapper and handles on its world. */
export interface Harness {
  readonly wrapper: (props: { children: ReactNode }) => ReactNode;
  readonly fetcher: Fetcher;
  readonly storage: PortalStorage;
  readonly stores: PortalStores;
  readonly realtime: FakeRealtime;
  /** Paths called, in order ("GET /api/user"). */
  readonly calls: string[];
}

/** Options of {@link harness}; every field defaults to a fresh in-process demo API and memory storage. */
export interface HarnessOptions {
  readonly fetcher?: Fetcher;
  readonly storage?: PortalStorage;
  readonly clock?: Clock;
  readonly initial?: PortalStoresInitial;
}

/** A provider over the in-process demo API (cookies kept), memory storage, fake real time and its own stores. */
export const harness = (options: HarnessOptions = {}): Harness => {
  routeQueryTimersTo(options.clock ?? null);
  const base = options.fetcher ?? inProcessFetcher(createDemoApi());
  const calls: string[] = [];
  const fetcher: Fetcher = (path, init) => {
    calls.push(`${init?.method ?? "GET"} ${path}`);
    return base(path, init);
  };
  const storage = options.storage ?? memoryPortalStorage();
  const stores = createPortalStores(options.initial);
  const realtime = fakeRealtime();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProvider
      fetcher={fetcher}
      storage={storage}
      stores={stores}
      realtime={realtime.factory}
      {...(options.clock === undefined ? {} : { clock: options.clock })}
    >
      {children}
    </PortalProvider>
  );
  return { wrapper, fetcher, storage, stores, realtime, calls };
};

/** A fetcher wrapper that answers `status` for paths matching `failing`, and passes the rest through. */
export const failingFor =
  (base: Fetcher, failing: RegExp, status = 500, body: unknown = { done: false, error: "scenario" }): Fetcher =>
  (path, init) =>
    failing.test(`${init?.method ?? "GET"} ${path}`)
      ? Promise.resolve(Response.json(body, { status }))
      : base(path, init);

/** Adds the demo API's scenario header (`x-demo-scenario`) to every call while `names()` is not empty. */
export const withScenario =
  (base: Fetcher, names: () => string): Fetcher =>
  (path, init) => {
    const active = names();
    if (active === "") return base(path, init);
    const headers = new Headers(init?.headers);
    headers.set("x-demo-scenario", active);
    return base(path, { ...init, headers });
  };

/** Signs a fetcher's cookie jar in as a demo user (password `demo1234`). */
export const signIn = async (fetcher: Fetcher, username = "agente"): Promise<void> => {
  const reply = await fetcher("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "demo1234" }),
  });
  if (!reply.ok) throw new Error(`demo login failed: ${reply.status}`);
};

#!/usr/bin/env node
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Result } from "effect";
import { BOOKING_API_SETTING, bookingApiOrigin } from "./portalServer/bookingApiOrigin.js";
import { portalTls } from "./portalServer/tlsSetting.js";

/** Port of `npm start`: the portal and its API together. */
export const DEFAULT_PORT = 4400;

const here = dirname(fileURLToPath(import.meta.url));
const staticDir = resolve(process.env.STATIC_DIR ?? resolve(here, "../../web/dist"));
const servedDir = existsSync(staticDir) ? staticDir : undefined;
const port = Number(process.env.PORT ?? DEFAULT_PORT);

const origin = bookingApiOrigin(process.env[BOOKING_API_SETTING]);
if (Result.isFailure(origin)) {
  console.error(origin.failure);
  process.exit(1);
}
// HTTPS with HTTP/2 when TLS_CERT_FILE and TLS_KEY_FILE name a certificate and its key; plain HTTP otherwise.
const tlsSetting = portalTls(process.env);
if (Result.isFailure(tlsSetting)) {
  console.error(tlsSetting.failure);
  process.exit(1);
}
const tls = tlsSetting.success;

/** Serves the portal and forwards the API to the booking API: no demo, no database, no inventory. */
const forward = async (apiOrigin: string) => {
  const [{ servePortal }, { forwardToBookingApi }] = await Promise.all([
    import("./portalServer/portalApp.js"),
    import("./portalServer/forwardToBookingApi.js"),
  ]);
  const running = await servePortal({
    port,
    staticDir: servedDir,
    api: forwardToBookingApi({ origin: apiOrigin }),
    ...(tls === undefined ? {} : { tls }),
  });
  console.log(`Travesía is running at ${running.url}/ (portal; API forwarded to ${apiOrigin})`);
  return () => running.close();
};

/** Serves the portal with the embedded demo API. */
const demo = async () => {
  const [{ openDemoDb }, { serveDemoApi }] = await Promise.all([
    import("./db/openDemoDb.js"),
    import("./server/http.js"),
  ]);
  // Saved state (sessions, budgets, trips, favourites…) lives in `<repo>/data/demo.sqlite` unless DATA_DIR says
  // otherwise; `DATA_DIR=:memory:` keeps nothing (end-to-end tests).
  const dataDir = process.env.DATA_DIR ?? resolve(here, "../../../data");
  const database = dataDir === ":memory:" ? ":memory:" : resolve(dataDir, "demo.sqlite");
  const db = openDemoDb(database);
  const running = await serveDemoApi({
    port,
    staticDir: servedDir,
    database: db,
    ...(tls === undefined ? {} : { tls }),
  });
  console.log(`Travesía is running at ${running.url}/ (demo API and portal on one port; data: ${database})`);
  return async () => {
    await running.close();
    // Closing checkpoints the write-ahead log into the database file.
    if (db.isOpen) db.close();
  };
};

const close = origin.success === undefined ? await demo() : await forward(origin.success);

const stop = () => {
  // Open event streams (`/api/events`) keep their connections: stop waiting for them after two seconds.
  setTimeout(() => process.exit(0), 2000).unref();
  void close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

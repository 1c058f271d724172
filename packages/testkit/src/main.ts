#!/usr/bin/env node
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { portalTls } from "@travesia/server";
import { Result } from "effect";
import { openDemoDb } from "./db/openDemoDb.js";
import { serveDemoApi } from "./server/http.js";

/** Port of `npm start`: the portal and its API together. */
export const DEFAULT_PORT = 4400;

const here = dirname(fileURLToPath(import.meta.url));
const staticDir = resolve(process.env.STATIC_DIR ?? resolve(here, "../../web/dist"));
const port = Number(process.env.PORT ?? DEFAULT_PORT);

// The demo: the portal with the embedded demo API behind the portal server (@travesia/server). In front of a real
// booking API (TRAVESIA_API) the server's own entry runs instead (`scripts/start.mjs`), with nothing of the testkit.
// HTTPS with HTTP/2 when TLS_CERT_FILE and TLS_KEY_FILE name a certificate and its key; plain HTTP otherwise.
const tlsSetting = portalTls(process.env);
if (Result.isFailure(tlsSetting)) {
  console.error(tlsSetting.failure);
  process.exit(1);
}
const tls = tlsSetting.success;

// Saved state (sessions, budgets, trips, favourites…) lives in `<repo>/data/demo.sqlite` unless DATA_DIR says
// otherwise; `DATA_DIR=:memory:` keeps nothing (end-to-end tests).
const dataDir = process.env.DATA_DIR ?? resolve(here, "../../../data");
const database = dataDir === ":memory:" ? ":memory:" : resolve(dataDir, "demo.sqlite");
const db = openDemoDb(database);
const running = await serveDemoApi({
  port,
  staticDir: existsSync(staticDir) ? staticDir : undefined,
  database: db,
  ...(tls === undefined ? {} : { tls }),
});
console.log(`Travesía is running at ${running.url}/ (demo API and portal on one port; data: ${database})`);

const stop = () => {
  // Open event streams (`/api/events`) keep their connections: stop waiting for them after two seconds.
  setTimeout(() => process.exit(0), 2000).unref();
  void running.close().then(() => {
    // Closing checkpoints the write-ahead log into the database file.
    if (db.isOpen) db.close();
    process.exit(0);
  });
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

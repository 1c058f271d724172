#!/usr/bin/env node
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseApiCallDeadline } from "@travesia/core";
import { Result } from "effect";
import { BOOKING_API_SETTING, bookingApiOrigin } from "./bookingApiOrigin.js";
import { forwardToBookingApi } from "./forwardToBookingApi.js";
import { servePortal } from "./portalApp.js";
import { portalTls } from "./tlsSetting.js";

/** Port of the portal when `PORT` is not set, the same as `npm start`'s demo. */
const DEFAULT_PORT = 4400;

const fail = (reason: string): never => {
  console.error(reason);
  process.exit(1);
};

const here = dirname(fileURLToPath(import.meta.url));
const staticDir = resolve(process.env.STATIC_DIR ?? resolve(here, "../../web/dist"));
const port = Number(process.env.PORT ?? DEFAULT_PORT);

const origin = bookingApiOrigin(process.env[BOOKING_API_SETTING]);
// The production entry: with no booking API there is nothing to forward to. The demo API lives in the testkit
// (`npm start` without TRAVESIA_API), never here.
const apiOrigin = Result.isFailure(origin)
  ? fail(origin.failure)
  : (origin.success ?? fail(`${BOOKING_API_SETTING} must name the booking API's origin (npm start runs the demo)`));
/** The setting that changes how long one forwarded call may take (core's `API_CALL_DEADLINE_MS` by default). */
const DEADLINE_SETTING = "TRAVESIA_API_DEADLINE_MS";
const deadline = parseApiCallDeadline(process.env[DEADLINE_SETTING]);
const deadlineMs = Result.isFailure(deadline) ? fail(`${DEADLINE_SETTING}: ${deadline.failure}`) : deadline.success;
// HTTPS with HTTP/2 when TLS_CERT_FILE and TLS_KEY_FILE name a certificate and its key; plain HTTP otherwise.
const tlsSetting = portalTls(process.env);
const tls = Result.isFailure(tlsSetting) ? fail(tlsSetting.failure) : tlsSetting.success;

const running = await servePortal({
  port,
  staticDir: existsSync(staticDir) ? staticDir : undefined,
  api: forwardToBookingApi({ origin: apiOrigin, deadlineMs }),
  ...(tls === undefined ? {} : { tls }),
});
console.log(
  `Travesía is running at ${running.url}/ (portal; API forwarded to ${apiOrigin}; deadline ${deadlineMs} ms per call)`,
);

const stop = () => {
  // Open event streams (`/api/events`) keep their connections: stop waiting for them after two seconds.
  setTimeout(() => process.exit(0), 2000).unref();
  void running.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

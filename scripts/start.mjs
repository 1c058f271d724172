// `npm start`: builds what is missing, then serves the portal and the demo API on one local port; with
// TRAVESIA_API naming a booking API's origin, runs the portal server alone (packages/server: no testkit code, no
// demo), which serves the portal and forwards the API there. See packages/server/README.md.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPortal } from "./portalBuild.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// The prerendered home page is part of the build: a dist without it (Vite's client build alone) is rebuilt.
const needed = [
  "packages/core/dist/index.js",
  "packages/server/dist/main.js",
  "packages/testkit/dist/main.js",
  "packages/web/dist/index.html",
  "packages/web/dist/prerendered/home.es.html",
];
if (needed.some((file) => !existsSync(resolve(root, file)))) {
  console.log("Building the portal and its server (first start)…");
  buildPortal();
}
const forwarding = (process.env.TRAVESIA_API?.trim() ?? "") !== "";
const main = forwarding ? "packages/server/dist/main.js" : "packages/testkit/dist/main.js";
const server = spawn(process.execPath, [resolve(root, main)], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// `npm start`: builds what is missing, then serves the portal and the demo API on one local port; with
// TRAVESIA_API naming a booking API's origin, serves the portal and forwards the API there instead (no demo).
// See packages/testkit/src/portalServer/README.md.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const needed = ["packages/core/dist/index.js", "packages/testkit/dist/main.js", "packages/web/dist/index.html"];
if (needed.some((file) => !existsSync(resolve(root, file)))) {
  console.log("Building the portal and its server (first start)…");
  execFileSync("npx", ["turbo", "run", "build"], { cwd: root, stdio: "inherit" });
}
const server = spawn(process.execPath, [resolve(root, "packages/testkit/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// The one build of the portal, its server (packages/server) and the demo API: `npm run build`, `npm start` (when
// something is missing) and `npm run bench` all run it. Vite's client build alone empties packages/web/dist and so
// drops the prerendered home pages (dist/prerendered) that `npm start` serves; this build makes them again.
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** `npm run build` as turbo's arguments: every package's build (web's includes the SSR build and the prerender). */
export const BUILD_ARGS = ["turbo", "run", "build"];

/** Runs the portal's build; `quiet` keeps turbo to the logs of failed tasks. */
export const buildPortal = ({ quiet = false } = {}) =>
  execFileSync("npx", [...BUILD_ARGS, ...(quiet ? ["--output-logs=errors-only"] : [])], {
    cwd: root,
    stdio: "inherit",
  });

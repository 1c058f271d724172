// The JavaScript each route makes the browser download first, from the real production build.
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleSizes, withinBudget } from "../bundleSizes.mjs";

export const title = "First-load JavaScript per route (production build, gzip level 9)";

const web = resolve(dirname(fileURLToPath(import.meta.url)), "../../packages/web");

export const run = async () => {
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], { cwd: web, stdio: "inherit" });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("| route module | first load raw | first load gzip | route's own gzip | budget |");
  console.log("| --- | ---: | ---: | ---: | --- |");
  for (const row of bundleSizes()) {
    const verdict = row.kind === "deferred" ? "deferred (not first load)" : withinBudget(row) ? "ok" : "OVER";
    const name = row.kind === "deferred" ? `(deferred) ${row.name}` : row.name;
    console.log(
      `| ${name} | ${kb(row.firstLoad.raw)} | ${kb(row.firstLoad.gzip)} | ${row.own === null ? "—" : kb(row.own.gzip)} | ${verdict} |`,
    );
  }
};

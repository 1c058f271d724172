// The JavaScript each route makes the browser download first, read from Vite's manifest of the real build.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const title = "First-load JavaScript per route (production build, gzip level 9)";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const web = resolve(root, "packages/web");

/** Home budget: 150 KB gzip; each lazily loaded route: 40 KB gzip more (DESIGN.md). */
export const HOME_BUDGET = 150 * 1024;
export const ROUTE_BUDGET = 40 * 1024;

const sizeOf = (file) => {
  const bytes = readFileSync(resolve(web, "dist", file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** Every JS file a chunk pulls in statically (itself included). */
const closure = (manifest, key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
};

export const run = async () => {
  execFileSync("npx", ["vite", "build", "--manifest", "--logLevel", "error"], { cwd: web, stdio: "inherit" });
  const manifestPath = resolve(web, "dist/.vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error("vite did not write a manifest");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, entryKey);
  const total = (keys) =>
    [...keys].reduce(
      (sum, key) => {
        const size = sizeOf(manifest[key].file);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const shell = total(entry);
  const rows = [["(shell: entry + router + providers)", shell, null, true]];
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
    const own = new Set([...closure(manifest, key)].filter((k) => !entry.has(k)));
    const extra = total(own);
    const isRoute = key.startsWith("src/pages/");
    const name = isRoute
      ? key.replace(/^src\/pages\//, "").replace(/\.tsx$/, "")
      : `(deferred) ${key.replace(/^src\//, "").replace(/\.tsx$/, "")}`;
    rows.push([name, { raw: shell.raw + extra.raw, gzip: shell.gzip + extra.gzip }, extra, isRoute]);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("| route module | first load raw | first load gzip | route's own gzip | budget |");
  console.log("| --- | ---: | ---: | ---: | --- |");
  for (const [name, sum, extra, isRoute] of rows) {
    // Deferred widgets load after the first paint (src/widgets/lazyWidget.tsx): reported, not part of a first load.
    const ok = name.startsWith("home")
      ? sum.gzip <= HOME_BUDGET
      : extra === null || !isRoute || extra.gzip <= ROUTE_BUDGET;
    console.log(
      `| ${name} | ${kb(sum.raw)} | ${kb(sum.gzip)} | ${extra === null ? "—" : kb(extra.gzip)} | ${isRoute === false ? "deferred (not first load)" : ok ? "ok" : "OVER"} |`,
    );
  }
};

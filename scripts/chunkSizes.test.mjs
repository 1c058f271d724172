import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import * as chunksSection from "./bench/10-chunks.mjs";
import * as lighthouseSection from "./bench/20-lighthouse.mjs";
import { chunkSizes } from "./chunkSizes.mjs";
import { BUILD_ARGS } from "./portalBuild.mjs";

const root = resolve(import.meta.dirname, "..");
let web;

afterEach(() => web && rmSync(web, { recursive: true, force: true }));

const SOURCES = {
  "assets/index-a.js": "import './shared-b.js';\nconsole.log('entry');\n",
  "assets/shared-b.js": "export const shared = 'shared code of the shell';\n".repeat(20),
  "assets/HomePage-c.js": "export const Home = () => 'home';\n",
  "assets/home-d.js": "export const box = 'a search box';\n".repeat(5),
  "assets/portal-e.js": "import './shared-b.js';\nexport const portal = 'router and providers';\n",
  "assets/pageModules-f.js": "export const texts = 'the pages texts';\n".repeat(8),
  "assets/Detail-g.js": "export const Detail = () => 'a hotel';\n".repeat(3),
};

/** A built web package in a scratch folder: Vite's manifest and its chunks, and optionally the prerendered home. */
const builtWeb = ({ prerendered }) => {
  web = mkdtempSync(join(tmpdir(), "chunks-"));
  const file = (path, text) => {
    mkdirSync(dirname(join(web, "dist", path)), { recursive: true });
    writeFileSync(join(web, "dist", path), text);
  };
  file(
    ".vite/manifest.json",
    JSON.stringify({
      "index.html": { file: "assets/index-a.js", isEntry: true, imports: ["_shared-b.js"] },
      "_shared-b.js": { file: "assets/shared-b.js" },
      "src/home/HomePage/HomePageConnected.tsx": {
        file: "assets/HomePage-c.js",
        isDynamicEntry: true,
        imports: ["_shared-b.js", "_home-d.js"],
      },
      "_home-d.js": { file: "assets/home-d.js" },
    }),
  );
  for (const [path, text] of Object.entries(SOURCES)) file(path, text);
  file("index.html", '<div id="root"></div>');
  if (prerendered) file("prerendered/home.es.html", '<div id="root"><h1>Encontrá tu próximo viaje</h1></div>');
  return web;
};

const size = (...paths) =>
  paths.reduce(
    (sum, path) => ({
      raw: sum.raw + Buffer.byteLength(SOURCES[path]),
      gzip: sum.gzip + gzipSync(SOURCES[path], { level: 9 }).length,
    }),
    { raw: 0, gzip: 0 },
  );

describe("chunk sizes measure the build npm start serves", () => {
  it("refuse a dist without the prerendered home page (what `vite build` alone leaves)", () => {
    expect(() => chunkSizes(builtWeb({ prerendered: false }))).toThrow(/no prerendered home page/);
  });

  it("measure the shell and each route of the full build", () => {
    const shell = size("assets/index-a.js", "assets/shared-b.js");
    const home = size("assets/HomePage-c.js", "assets/home-d.js");
    expect(chunkSizes(builtWeb({ prerendered: true }))).toEqual([
      { name: "(shell: entry + router + providers)", kind: "shell", firstLoad: shell, own: null },
      {
        name: "home/HomePage/HomePageConnected",
        kind: "route",
        firstLoad: { raw: shell.raw + home.raw, gzip: shell.gzip + home.gzip },
        own: home,
      },
    ]);
  });
});

describe("the entry's second half", () => {
  it("counts the portal module the entry imports at once in the shell, and lists it as no route", () => {
    const dir = builtWeb({ prerendered: true });
    const manifestPath = join(dir, "dist/.vite/manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    // The shared chunk comes with src/app/portal.tsx, which the entry imports dynamically.
    manifest["index.html"].imports = [];
    manifest["index.html"].dynamicImports = ["src/app/portal.tsx"];
    manifest["src/app/portal.tsx"] = { file: "assets/portal-e.js", isDynamicEntry: true, imports: ["_shared-b.js"] };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const shell = size("assets/index-a.js", "assets/portal-e.js", "assets/shared-b.js");
    const home = size("assets/HomePage-c.js", "assets/home-d.js");
    expect(chunkSizes(dir)).toEqual([
      { name: "(shell: entry + router + providers)", kind: "shell", firstLoad: shell, own: null },
      {
        name: "home/HomePage/HomePageConnected",
        kind: "route",
        firstLoad: { raw: shell.raw + home.raw, gzip: shell.gzip + home.gzip },
        own: home,
      },
    ]);
  });
});

describe("a route's own share", () => {
  it("leaves out what the shell loads on every page after the first paint, not from the route's first load", () => {
    const dir = builtWeb({ prerendered: true });
    const manifestPath = join(dir, "dist/.vite/manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    manifest["src/session/SessionWatch/SessionWatchConnected.tsx"] = {
      file: "assets/HomePage-c.js",
      isDynamicEntry: true,
      imports: ["_home-d.js"],
    };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const shell = size("assets/index-a.js", "assets/shared-b.js");
    const home = size("assets/HomePage-c.js", "assets/home-d.js");
    const row = chunkSizes(dir).find((r) => r.name === "home/HomePage/HomePageConnected");
    expect(row.firstLoad).toEqual({ raw: shell.raw + home.raw, gzip: shell.gzip + home.gzip });
    // The search box chunk comes with the session rules on every page: the route adds only its own module.
    expect(row.own).toEqual(size("assets/HomePage-c.js"));
  });
});

describe("the pages' module", () => {
  it("counts in every page's first load but the home's, and in no page's own share", () => {
    const dir = builtWeb({ prerendered: true });
    const manifestPath = join(dir, "dist/.vite/manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    manifest["src/app/pageModules.ts"] = { file: "assets/pageModules-f.js", isDynamicEntry: true };
    manifest["src/hotel/Detail/DetailPage.tsx"] = { file: "assets/Detail-g.js", isDynamicEntry: true };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const shell = size("assets/index-a.js", "assets/shared-b.js");
    const pages = size("assets/pageModules-f.js");
    const detail = size("assets/Detail-g.js");
    const rows = chunkSizes(dir);
    expect(rows.find((r) => r.kind === "pages")).toEqual({
      name: "(pages' module: their texts and chunk map)",
      kind: "pages",
      firstLoad: { raw: shell.raw + pages.raw, gzip: shell.gzip + pages.gzip },
      own: pages,
    });
    expect(rows.find((r) => r.name === "hotel/Detail/DetailPage")).toEqual({
      name: "hotel/Detail/DetailPage",
      kind: "route",
      firstLoad: { raw: shell.raw + detail.raw + pages.raw, gzip: shell.gzip + detail.gzip + pages.gzip },
      own: detail,
    });
    const home = size("assets/HomePage-c.js", "assets/home-d.js");
    expect(rows.find((r) => r.name === "home/HomePage/HomePageConnected")?.firstLoad).toEqual({
      raw: shell.raw + home.raw,
      gzip: shell.gzip + home.gzip,
    });
  });
});

describe("npm run bench builds what npm start serves", () => {
  it("runs npm run build's command, the one npm start runs when the build is missing", () => {
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    expect(manifest.scripts.build).toBe(BUILD_ARGS.join(" "));
    expect(readFileSync(join(root, "scripts/start.mjs"), "utf8")).toMatch(/buildPortal\(\)/);
  });

  it("builds before every section that reads the built portal, and no section builds on its own", () => {
    expect(chunksSection.usesBuild).toBe(true);
    expect(lighthouseSection.usesBuild).toBe(true);
    for (const section of ["10-chunks.mjs", "20-lighthouse.mjs"]) {
      expect(readFileSync(join(root, "scripts/bench", section), "utf8")).not.toMatch(/vite|execFile|spawn/);
    }
  });
});

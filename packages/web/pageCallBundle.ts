import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

/** The shell's first script (`src/app/pageCalls.ts`): the page's first calls, started before the entry loads. */
export const PAGE_CALLS_MODULE = "src/app/pageCalls.ts";

/**
 * A module and what it imports (the workspace's packages from source) as one minified classic script, no import left:
 * a script that runs alone, before the portal's chunks (the shell's first script; the home's inline tour script).
 */
export const buildClassicScript = async (
  root: string,
  module: string,
  options: { readonly readable?: boolean; readonly entryCode?: string } = {},
): Promise<string> => {
  const { entryCode } = options;
  // With `entryCode`, `module` names a module of that code (its imports resolved from `root`).
  const entry: Plugin | undefined =
    entryCode === undefined
      ? undefined
      : {
          name: "travesia:script-entry",
          // Vite hands the library's entry on as a path under `root`.
          resolveId: (id) => (id === module || id === resolve(root, module) ? `\0${module}` : undefined),
          load: (id) => (id === `\0${module}` ? entryCode : undefined),
        };
  const built = await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { conditions: ["source"] },
    plugins: entry === undefined ? [] : [entry],
    build: {
      write: false,
      target: "es2022",
      // Unminified for a test to read what the bundler wrote around the modules; the shipped script is minified.
      minify: options.readable !== true,
      lib: {
        entry: entryCode === undefined ? resolve(root, module) : module,
        formats: ["iife"],
        name: "travesiaScript",
        fileName: "script",
      },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as Rolldown.RolldownOutput;
  return output.output[0].code;
};

/**
 * The first script of a route's shell whose addresses share one first segment (`/flightsHotels/results/…`): core's
 * reader of that segment alone (`{segment}PageCalls`, listed in `PAGE_FIRST_CALL_READERS`), not every page's, so
 * the script on the page's first load is smaller (package results: 14.6 → 7.2 KB brotli). `scripts/prerender.mjs`
 * builds it and names it in that shell; index.html and the plain shell keep every reader (a static host serves them
 * for any address).
 */
export const pageCallScriptEntry = (root: string, segment: string): string => {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(segment)) throw new Error(`pageCallScriptEntry: not a plain segment: ${segment}`);
  const start = JSON.stringify(resolve(root, "src/app/pageCallsStart.ts"));
  return [
    `import { pageFirstCallsWith, ${segment}PageCalls } from "@travesia/core";`,
    `import { startPageCalls } from ${start};`,
    `startPageCalls(pageFirstCallsWith({ ${segment}: ${segment}PageCalls }));`,
  ].join("\n");
};

/**
 * Where a first script is written under the build (`assets/pageCalls[.{segment}]-{hash}.js`): named by its code, so a
 * browser may keep it for good.
 */
export const pageCallScriptFile = (code: string, segment?: string): string =>
  `assets/pageCalls${segment === undefined ? "" : `.${segment}`}-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;

/**
 * Builds the shell's first script as one file of its own (`assets/pageCalls-<hash>.js`: core's address readers and
 * hooks' `earlyCalls`, no import) and puts it first in index.html's head as a classic `<script async>`: it runs as soon
 * as it arrives, in the middle of the document's parsing if need be. An async module script waited in Chromium until
 * the document was parsed, behind the tasks of the route's preloaded modules (on a slow CPU, seconds after its arrival).
 * Left at an async script's low priority: fetched at high priority it arrived before the first paint and its run
 * delayed that paint, which is the results pages' LCP. The prerendered shells go further: they take the tag out and
 * start the script at their first contentful paint, before their entry (`scripts/heldPreloads.mjs`); index.html keeps
 * it for a plain static host. Bundled apart rather than as a chunk of the portal's build: a
 * chunk would share modules (core's route readers, the transport's request) with the portal's chunks, and the first
 * script would wait for those, or the portal's first load would carry the readers.
 */
export const pageCallBundle = (root: string): Plugin => {
  let file = "";
  let code = "";
  return {
    name: "travesia:page-calls",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    async buildStart() {
      code = await buildClassicScript(root, PAGE_CALLS_MODULE);
      file = pageCallScriptFile(code);
    },
    transformIndexHtml: {
      order: "post",
      handler: () => [{ tag: "script", attrs: { async: true, src: `/${file}` }, injectTo: "head-prepend" }],
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: file, source: code });
    },
  };
};

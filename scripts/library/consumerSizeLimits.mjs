// What a consumer's bundler keeps of @travesia/core, measured with the repository's own esbuild and Vite on entry
// files of a project outside the repository (where `@travesia/core` resolves to the unpacked tarball).
import { gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";

/** Issue #13's budgets (tracker 15), gzip bytes: one formatter, and ten functions of different domains. */
export const ONE_FORMATTER_LIMIT = 1024;
export const TEN_FUNCTIONS_LIMIT = 10 * 1024;
/**
 * The README's example front end, whose Schema decoder brings effect's Schema runtime (about 23 KB gzip with Vite;
 * esbuild keeps about 100 KB of it, effect's own tree-shaking limit, so this one is held with Vite only).
 */
export const APP_LIMIT = 30 * 1024;

const gzipSize = (contents) => gzipSync(contents, { level: 9 }).length;

/**
 * esbuild, minified browser ESM bundle of one entry file (what a team using esbuild ships). `external` leaves
 * packages out, e.g. `["effect"]` to weigh what core itself adds to an app that already uses effect.
 */
export const esbuildSize = async (projectDir, entry, external = []) => {
  const result = await esbuild({
    external,
    absWorkingDir: projectDir,
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    outdir: "esbuild-out",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles.filter((file) => file.path.endsWith(".js"));
  const bytes = Buffer.concat(code.map((file) => file.contents));
  return { raw: bytes.length, gzip: gzipSize(bytes) };
};

/** Vite production build of one entry file, no config file: the defaults a team gets from `vite build`. */
export const viteSize = async (projectDir, entry) => {
  const output = await viteBuild({
    root: projectDir,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    build: {
      write: false,
      target: "es2022",
      modulePreload: { polyfill: false },
      rolldownOptions: { input: entry },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const chunks = outputs.filter((item) => item.type === "chunk").map((chunk) => Buffer.from(chunk.code));
  return { raw: chunks.reduce((sum, chunk) => sum + chunk.length, 0), gzip: gzipSize(Buffer.concat(chunks)) };
};

export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

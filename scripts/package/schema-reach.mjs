// Which exported functions of @travesia/core bring effect's Schema module into a consumer's bundle (issue #13,
// tracker 15). Bundles each exported function alone with esbuild (minified, tree-shaken, as a consumer would) from
// core's built `dist/` (`npm run build -w @travesia/core` first; the packed tarball ships the same files) and lists
// those whose bundle keeps bytes of `effect/Schema`, with the core modules kept in that bundle that import it. A function
// that decodes or is a Schema needs it; one that only reads a constant from a file that also builds Schemas does
// not, and its constant belongs in a Schema-free module.
//   node scripts/package/schema-reach.mjs
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(repo, "packages/core/dist");
const entry = join(dist, "index.js");
if (!existsSync(entry)) {
  console.error("packages/core/dist/index.js is missing: run `npm run build -w @travesia/core` first");
  process.exit(1);
}

const isSchemaModule = (path) => /node_modules\/effect\/dist\/Schema\.js$/.test(path);

const core = await import(pathToFileURL(entry).href);
const functions = Object.keys(core)
  // A Schema is a function too (a class); it carries its `ast`, and of course needs Schema: left out.
  .filter((name) => typeof core[name] === "function" && !("ast" in core[name]))
  .sort();

// One esbuild run, one entry per function (`fn:<name>`, each `export { name } from core`), no code splitting: each
// output is what a consumer importing that function alone would ship.
const virtualEntries = {
  name: "function-entries",
  setup(builder) {
    builder.onResolve({ filter: /^fn:/ }, (args) => ({ path: args.path.slice(3), namespace: "fn" }));
    builder.onLoad({ filter: /.*/, namespace: "fn" }, (args) => ({
      contents: `export { ${args.path} } from ${JSON.stringify(entry)};`,
      resolveDir: dist,
      loader: "js",
    }));
  },
};
const result = await build({
  entryPoints: Object.fromEntries(functions.map((name, index) => [`f${index}`, `fn:${name}`])),
  plugins: [virtualEntries],
  absWorkingDir: repo,
  outdir: join(repo, "schema-reach-out"),
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  write: false,
  metafile: true,
  logLevel: "silent",
});
const { inputs, outputs } = result.metafile;
const importsSchema = (path) => (inputs[path]?.imports ?? []).some((item) => isSchemaModule(item.path));
const coreRelative = (path) => relative(join(repo, "packages/core/dist"), resolve(repo, path));

/** The core modules kept in one output that import Schema themselves, or null when Schema is not kept. */
const culprits = (output) => {
  const kept = Object.entries(output.inputs).flatMap(([path, item]) => (item.bytesInOutput > 0 ? [path] : []));
  return kept.some(isSchemaModule) ? kept.filter(importsSchema).map(coreRelative) : null;
};

const reaching = [];
for (const output of Object.values(outputs)) {
  if (!output.entryPoint) continue;
  const found = culprits(output);
  if (found !== null) reaching.push({ name: output.entryPoint.replace(/^fn:/, ""), direct: found });
}
reaching.sort((a, b) => a.name.localeCompare(b.name));
for (const { name, direct } of reaching) console.log(`${name}: Schema reached from ${direct.join(", ")}`);
console.log(
  `${reaching.length} of ${functions.length} exported functions (Schemas left out) bring effect/Schema (esbuild)`,
);

// Which exported functions of @travesia/core bring effect's Schema module into a consumer's bundle (issue #13,
// tracker 15). Bundles each exported function alone with esbuild (minified, tree-shaken, as a consumer would) and
// lists those whose bundle keeps bytes of `effect/Schema`, with the core modules kept in that bundle that import it.
// A function that decodes needs it; one that only reads a constant from a file that also builds Schemas does not,
// and its constant belongs in a Schema-free module. Used by check-tarballs.mjs (on the packed tarball) and by
// schema-reach.mjs (on packages/core/dist).
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/**
 * The functions that decode JSON with a Schema: they need effect's Schema runtime, by design (`pageStandInReplyValues`
 * and `pageFollowUpCalls` decode the replies the portal's server answered in process, `pageFirstRepliesSignedIn` and
 * `pageFirstRepliesUserValues` the user's record among them; their own modules, apart from `pageFirstReplies.ts`,
 * which the shell's first script bundles without any Schema).
 */
export const DECODING_FUNCTIONS = [
  "decodeInSlices",
  "decodeWith",
  "headerCountsEvent",
  "pageFirstRepliesSignedIn",
  "pageFirstRepliesUserValues",
  "pageFollowUpCalls",
  "pageStandInReplyValues",
];

const isSchemaModule = (path) => /node_modules\/effect\/dist\/Schema\.js$/.test(path);

/**
 * `entry`: core's built `dist/index.js` (effect must resolve from there). Returns the exported functions (Schemas,
 * which are functions too, left out) and, for each that keeps Schema, the kept core modules that import it.
 */
export const schemaReachingFunctions = async (entry) => {
  const dist = dirname(entry);
  const core = await import(pathToFileURL(entry).href);
  const functions = Object.keys(core)
    // A Schema is a class (a function); it carries its `ast`, and of course needs Schema.
    .filter((name) => typeof core[name] === "function" && !("ast" in core[name]))
    .sort();
  // One esbuild run, one entry per function (`fn:<name>`, each `export { name } from core`), no code splitting:
  // each output is what a consumer importing that function alone would ship.
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
    absWorkingDir: dist,
    outdir: join(dist, "schema-reach-out"),
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
  const reaching = [];
  for (const output of Object.values(outputs)) {
    if (!output.entryPoint) continue;
    const kept = Object.entries(output.inputs).flatMap(([path, item]) => (item.bytesInOutput > 0 ? [path] : []));
    if (!kept.some(isSchemaModule)) continue;
    const from = kept.filter(importsSchema).map((path) => relative(dist, join(dist, path)));
    reaching.push({ name: output.entryPoint.replace(/^fn:/, ""), from });
  }
  return { functions, reaching: reaching.sort((a, b) => a.name.localeCompare(b.name)) };
};

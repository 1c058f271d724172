// Lists the exported functions of @travesia/core that bring effect's Schema into an esbuild bundle of that function
// alone (see schemaReach.mjs), from core's built `dist/` (`npm run build -w @travesia/core` first; the packed tarball
// ships the same files, and check-tarballs.mjs holds the list there).
//   node scripts/library/schema-reach.mjs
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { schemaReachingFunctions } from "./schemaReach.mjs";

const entry = join(resolve(dirname(fileURLToPath(import.meta.url)), "../.."), "packages/core/dist/index.js");
if (!existsSync(entry)) {
  console.error("packages/core/dist/index.js is missing: run `npm run build -w @travesia/core` first");
  process.exit(1);
}
const { functions, reaching } = await schemaReachingFunctions(entry);
for (const { name, from } of reaching) console.log(`${name}: Schema reached from ${from.join(", ")}`);
console.log(
  `${reaching.length} of ${functions.length} exported functions (Schemas left out) bring effect/Schema (esbuild)`,
);

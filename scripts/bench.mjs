// `npm run bench`: performance figures. Each section lives in scripts/bench/ and prints its own table.
import { readdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = resolve(dirname(fileURLToPath(import.meta.url)), "bench");
const only = process.argv.slice(2);
const sections = readdirSync(here)
  .filter((name) => name.endsWith(".mjs") && !name.endsWith(".test.mjs") && !name.startsWith("_"))
  .sort()
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)));

for (const name of sections) {
  const section = await import(pathToFileURL(resolve(here, name)).href);
  console.log(`\n## ${section.title ?? name}\n`);
  await section.run();
}

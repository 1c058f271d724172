// `npm run bench`: performance figures. Each section lives in scripts/bench/ and prints its own table; sections that
// measure the built portal (`usesBuild`) measure the build `npm start` serves, made once by `npm run build`'s command
// before them (turbo replays it from its cache when nothing changed).
import { readdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildPortal } from "./portalBuild.mjs";

const here = resolve(dirname(fileURLToPath(import.meta.url)), "bench");
const only = process.argv.slice(2);
const names = readdirSync(here)
  .filter((name) => name.endsWith(".mjs") && !name.endsWith(".test.mjs") && !name.startsWith("_"))
  .sort();
const wanted = (text) => only.some((word) => text.includes(word));
// A section is a module that exports `run`; the others (e.g. lighthousePages.mjs, the list of pages) are its data.
// `npm run bench -- WORD…` runs the sections whose file name contains a WORD, whole, and of the sections that list
// their `parts` (Lighthouse: its pages), the parts whose name contains one (`npm run bench -- results`: the results
// pages' Lighthouse lines and 60-results-interaction.mjs).
const sections = (
  await Promise.all(names.map(async (name) => ({ name, ...(await import(pathToFileURL(resolve(here, name)).href)) })))
)
  .filter((section) => typeof section.run === "function")
  .map((section) => ({
    ...section,
    selectedParts:
      only.length === 0 || wanted(section.name) ? undefined : (section.parts ?? []).filter((part) => wanted(part)),
  }))
  .filter((section) => section.selectedParts === undefined || section.selectedParts.length > 0);

if (sections.some((section) => section.usesBuild === true)) buildPortal({ quiet: true });
for (const section of sections) {
  console.log(`\n## ${section.title ?? section.name}\n`);
  await section.run({ parts: section.selectedParts });
}

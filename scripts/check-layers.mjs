// Part of `npm test`: the package manifests keep the layer rule (imports and globals are Biome's, in biome.json).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkLayers } from "./layers.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const problems = checkLayers(root);
if (problems.length > 0) {
  console.error(`The one-way dependency rule is broken:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(
  "layers: core -> effect; hooks -> core; web -> hooks, core; server -> core; testkit -> server, core (manifests). OK",
);

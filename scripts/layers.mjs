import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The one-way dependency rule (DESIGN.md) is written once, in biome.json: one `overrides` entry per package gives
 * `noRestrictedImports` the bare imports its production code may use (and core's entry adds `noRestrictedGlobals`
 * for the DOM, storage, `fetch` and timers). Biome checks every import and every global; this script checks the one
 * thing Biome cannot see: the workspace packages each package.json declares. A declared library that no code imports
 * is knip's to report (unused dependency), and an import nobody declared is knip's too (unlisted dependency).
 */
export const PACKAGES = ["core", "hooks", "web", "server", "testkit"];

const WORKSPACE_SCOPE = "@travesia/";

/** The bare specifiers a package's production code may import, read from its override in biome.json. */
export const allowedImports = (biome, name) => {
  const override = biome.overrides?.find(
    (entry) => entry.includes?.length === 1 && entry.includes[0] === `packages/${name}/src/**`,
  );
  const patterns = override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns;
  if (patterns === undefined)
    throw new Error(`biome.json has no noRestrictedImports override for packages/${name}/src`);
  const allowed = patterns
    .flatMap((pattern) => pattern.group)
    .filter((entry) => entry.startsWith("!") && !entry.startsWith("!."))
    .map((entry) => entry.slice(1).replace(/\/\*\*$/, ""));
  return [...new Set(allowed)];
};

/** Every workspace dependency a package.json declares against the layer rule, as readable lines. */
export const checkLayers = (root) => {
  const biome = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  const problems = [];
  for (const name of PACKAGES) {
    const manifest = JSON.parse(readFileSync(join(root, "packages", name, "package.json"), "utf8"));
    const allowed = allowedImports(biome, name);
    const declared = Object.keys({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    });
    for (const dependency of declared) {
      if (dependency.startsWith(WORKSPACE_SCOPE) && !allowed.includes(dependency)) {
        problems.push(`packages/${name}/package.json depends on ${dependency}, which the layer rule forbids`);
      }
    }
  }
  return problems;
};

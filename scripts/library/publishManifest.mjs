// The package.json that ships differs from the repository's in one way that matters: no `source` export condition.
// In the repository, `source` points every workspace at `src/*.ts` so tests, typecheck and the portal's Vite build
// need no build of core (tsconfig `customConditions`, vitest and Vite `resolve.conditions`). A consumer must never
// see it: the `.ts` files are not shipped, and Node run with `--conditions=source` would try to load them.
// npm runs `prepack` before it reads the files into the tarball and `postpack` after, for `npm pack` and
// `npm publish` alike, so the package's scripts call this file to swap package.json and restore it.
//
//   node ../../scripts/library/publishManifest.mjs prepack   (in a package folder)
//   node ../../scripts/library/publishManifest.mjs postpack
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's copy of package.json while the publishable one is on disk. */
export const REPOSITORY_MANIFEST_BACKUP = ".package.repository.json";

/** The export conditions that only mean something inside the repository. */
export const REPOSITORY_ONLY_CONDITIONS = ["source"];

const withoutRepositoryConditions = (target) => {
  if (target === null || typeof target !== "object" || Array.isArray(target)) return target;
  return Object.fromEntries(
    Object.entries(target)
      .filter(([key]) => !REPOSITORY_ONLY_CONDITIONS.includes(key))
      .map(([key, value]) => [key, withoutRepositoryConditions(value)]),
  );
};

/**
 * The package.json a consumer gets: `exports` without repository-only conditions, and without the fields that only
 * serve the repository (its scripts, which call files outside the package, and its dev dependencies).
 */
export const publishableManifest = (manifest) => {
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest;
  return { ...published, exports: withoutRepositoryConditions(manifest.exports) };
};

/** Puts the repository's package.json back if a pack left the publishable one on disk. */
export const restoreRepositoryManifest = (packageDir) => {
  const backup = resolve(packageDir, REPOSITORY_MANIFEST_BACKUP);
  if (existsSync(backup)) renameSync(backup, resolve(packageDir, "package.json"));
};

/** Writes the publishable package.json, keeping the repository's beside it. */
export const writePublishableManifest = (packageDir) => {
  restoreRepositoryManifest(packageDir);
  const manifestPath = resolve(packageDir, "package.json");
  const text = readFileSync(manifestPath, "utf8");
  writeFileSync(resolve(packageDir, REPOSITORY_MANIFEST_BACKUP), text);
  writeFileSync(manifestPath, `${JSON.stringify(publishableManifest(JSON.parse(text)), null, 2)}\n`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === "prepack") writePublishableManifest(process.cwd());
  else if (step === "postpack") restoreRepositoryManifest(process.cwd());
  else {
    console.error("usage: node publishManifest.mjs prepack|postpack (in a package folder)");
    process.exit(2);
  }
}

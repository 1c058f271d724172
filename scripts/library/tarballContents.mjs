// What a packed tarball may hold, and what its package.json must say, checked on the unpacked files.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";

const ALWAYS_SHIPPED = new Set(["package.json", "README.md", "LICENSE", "CHANGELOG.md"]);
const BUILT = /^dist\/.+\.(js|d\.ts)$/;
const TEST_ONLY = /(^|\/)test\/|\.test(-d)?\.|\.spec\./;

/** Every file below `dir`, as `/`-separated paths relative to it. */
const listFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();

/** The package a bare import specifier names (`react/jsx-runtime` → `react`, `@scope/a/b` → `@scope/a`). */
export const packageOfSpecifier = (specifier) => {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
};

/**
 * Bare specifiers of the import and export statements (`import … from`, `export … from`, `import "x"`) and type
 * imports (`import("x")`) of a JavaScript or declaration file; strings that merely contain `from "…"` do not count.
 */
export const bareSpecifiers = (code) => {
  const statements = /^\s*(?:import|export)\s+(?:[\w$*\s,{}]*?\s*from\s*)?["']([^"'./][^"']*)["']/gm;
  const typeImports = /\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/g;
  return [...code.matchAll(statements), ...code.matchAll(typeImports)].map((match) => match[1]);
};

const isBuiltin = (specifier) => specifier.startsWith("node:") || builtinModules.includes(specifier);

const conditionKeys = (target) =>
  target !== null && typeof target === "object"
    ? Object.entries(target).flatMap(([key, value]) => [key, ...conditionKeys(value)])
    : [];

/** Hosts reserved for examples (RFC 2606): an address there leads nowhere. */
const PLACEHOLDER_HOST = /^(?:git\+)?\w+:\/\/(?:[^/]*\.)?(?:example(?:\.com|\.org|\.net)?|invalid|test)(?:[:/]|$)/;

/**
 * Problems of an unpacked package (`dir` holds its package.json): files that are not JavaScript, declarations,
 * README, LICENSE or CHANGELOG; test files; a module without its declaration; repository-only export conditions;
 * missing licence, engines or `"sideEffects": false`; a repository address on a placeholder host (a package ships
 * without one until the repository has a public address, rather than with one that leads nowhere); an import of an undeclared package (a test
 * library, say), or a declared dependency nothing imports.
 */
export const tarballProblems = (dir) => {
  const problems = [];
  const files = listFiles(dir);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  for (const file of files) {
    if (!ALWAYS_SHIPPED.has(file) && !BUILT.test(file)) problems.push(`ships ${file}: not JavaScript or a declaration`);
    if (TEST_ONLY.test(file)) problems.push(`ships ${file}: a test file or test helper`);
    if (file.endsWith(".js") && !files.includes(file.replace(/\.js$/, ".d.ts"))) {
      problems.push(`ships ${file} without its declaration`);
    }
  }
  for (const required of ["README.md", "LICENSE", "CHANGELOG.md"]) {
    if (!files.includes(required)) problems.push(`lacks ${required}`);
  }
  for (const field of ["license", "engines"]) {
    if (manifest[field] === undefined) problems.push(`package.json lacks "${field}"`);
  }
  const repositoryUrl = typeof manifest.repository === "string" ? manifest.repository : manifest.repository?.url;
  if (typeof repositoryUrl === "string" && PLACEHOLDER_HOST.test(repositoryUrl)) {
    problems.push(`package.json names a placeholder repository (${repositoryUrl})`);
  }
  if (manifest.sideEffects !== false) problems.push('package.json lacks "sideEffects": false');
  if (conditionKeys(manifest.exports).includes("source")) {
    problems.push('package.json exports keep the repository-only "source" condition');
  }
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const imported = new Set();
  for (const file of files.filter((name) => BUILT.test(name))) {
    for (const specifier of bareSpecifiers(readFileSync(join(dir, file), "utf8"))) {
      if (isBuiltin(specifier)) continue;
      const name = packageOfSpecifier(specifier);
      imported.add(name);
      if (!declared.has(name)) problems.push(`${file} imports "${specifier}", which package.json does not declare`);
    }
  }
  for (const name of declared) {
    if (!imported.has(name)) problems.push(`package.json declares "${name}", which no shipped file imports`);
  }
  return problems;
};

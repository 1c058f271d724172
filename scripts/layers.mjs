import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The one-way dependency rule (DESIGN.md): which bare imports each package's production code may use.
 * Tests (`*.test.*`, `src/test/`) may also use the test tools and the testkit.
 * `window` is not in core's list because "window" is a fair local name (a date window); core's tsconfig has no
 * DOM lib, so any use of the real `window` already fails the typecheck.
 */
export const LAYERS = {
  core: {
    allow: ["effect", "dayjs"],
    forbiddenGlobals: [
      "document",
      "fetch",
      "localStorage",
      "sessionStorage",
      "setTimeout",
      "setInterval",
      "navigator",
      "XMLHttpRequest",
    ],
  },
  hooks: { allow: ["@travesia/core", "effect", "react", "react-dom", "zustand"], forbiddenGlobals: [] },
  web: {
    allow: [
      "@travesia/core",
      "@travesia/hooks",
      "effect",
      "react",
      "react-dom",
      "react-router-dom",
      "react-router",
      "@headlessui/react",
      "dompurify",
      "@tanstack/react-virtual",
    ],
    forbiddenGlobals: [],
  },
  testkit: {
    allow: ["@travesia/core", "effect", "fast-check", "hono", "@hono/node-server", "pdfkit", "sharp", "node:"],
    forbiddenGlobals: [],
  },
};

const TEST_TOOLS = [
  "vitest",
  "@fast-check/vitest",
  "fast-check",
  "@testing-library/",
  "@travesia/testkit",
  "node:",
  "effect",
  "react",
];
const FORBIDDEN_DEPENDENCIES = {
  core: ["@travesia/hooks", "@travesia/web", "@travesia/testkit", "react"],
  hooks: ["@travesia/web"],
  web: ["@travesia/testkit"],
  testkit: ["@travesia/hooks", "@travesia/web"],
};

const isTestFile = (path) => /\.test(-d)?\.(ts|tsx|mjs)$/.test(path) || /(^|\/)test\//.test(path);

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*["']([^"']+)["']|(?:^|[\s;(])import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

const stripComments = (source) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

const matches = (specifier, allowed) =>
  allowed.some((entry) =>
    entry.endsWith(":") || entry.endsWith("/")
      ? specifier.startsWith(entry)
      : specifier === entry || specifier.startsWith(`${entry}/`),
  );

/** Every violation of the layer rule under `root` (the repository), as readable lines. */
export const checkLayers = (root) => {
  const problems = [];
  for (const [name, rule] of Object.entries(LAYERS)) {
    const dir = join(root, "packages", name);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (FORBIDDEN_DEPENDENCIES[name].includes(dependency)) {
        problems.push(`packages/${name}/package.json depends on ${dependency}, which the layer rule forbids`);
      }
    }
    for (const file of walk(join(dir, "src"))) {
      const source = stripComments(readFileSync(file, "utf8"));
      const where = relative(root, file);
      const test = isTestFile(where);
      for (const found of source.matchAll(IMPORT)) {
        const specifier = found[1] ?? found[2] ?? found[3];
        if (specifier === undefined || specifier.startsWith(".")) continue;
        if (specifier.endsWith(".css")) continue;
        const allowed = test ? [...rule.allow, ...TEST_TOOLS] : rule.allow;
        if (
          FORBIDDEN_DEPENDENCIES[name].some((banned) => specifier === banned || specifier.startsWith(`${banned}/`)) &&
          !(test && specifier.startsWith("@travesia/testkit"))
        ) {
          problems.push(`${where} imports ${specifier}, which the layer rule forbids for ${name}`);
        } else if (!matches(specifier, allowed)) {
          problems.push(`${where} imports ${specifier}, which is not on ${name}'s allowed list in scripts/layers.mjs`);
        }
      }
      if (!test) {
        for (const global of rule.forbiddenGlobals) {
          if (new RegExp(`(?<![\\w.$'"])${global}\\s*[.(\\[]`).test(source)) {
            problems.push(`${where} uses ${global}: core takes the world as arguments`);
          }
        }
      }
    }
  }
  return problems;
};

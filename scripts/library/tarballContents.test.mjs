import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { bareSpecifiers, packageOfSpecifier, tarballProblems } from "./tarballContents.mjs";

describe("bareSpecifiers", () => {
  it("reads import and export statements and type imports, not strings that contain `from`", () => {
    const code = [
      'import { Result } from "effect";',
      "import {",
      "  jsx,",
      "  type Props as P",
      '} from "react/jsx-runtime";',
      'export * from "./money.js";',
      'export * as store from "zustand";',
      'import "side-effect";',
      'type S = import("effect").Schema.Top;',
      'const text = { a: "choose from \\"Madrid\\"" };',
      'export const b = "from \\"x\\"";',
    ].join("\n");
    expect(bareSpecifiers(code)).toEqual(["effect", "react/jsx-runtime", "zustand", "side-effect", "effect"]);
  });
});

describe("packageOfSpecifier", () => {
  it("names the package of a deep or scoped specifier", () => {
    expect(packageOfSpecifier("react/jsx-runtime")).toBe("react");
    expect(packageOfSpecifier("@tanstack/react-query/build")).toBe("@tanstack/react-query");
    expect(packageOfSpecifier("effect")).toBe("effect");
  });
});

const unpacked = (files) => {
  const dir = mkdtempSync(join(tmpdir(), "travesia-tarball-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};

const goodManifest = {
  name: "@travesia/core",
  license: "MIT",
  engines: { node: ">=24" },
  sideEffects: false,
  exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
  peerDependencies: { effect: "^4.1.0" },
};
const shippable = {
  "README.md": "#",
  LICENSE: "MIT",
  "CHANGELOG.md": "#",
  "dist/index.js": 'import { Result } from "effect";\nexport const a = Result.succeed(1);',
  "dist/index.d.ts": "export declare const a: number;",
};

describe("tarballProblems", () => {
  it("accepts JavaScript, declarations, README, LICENSE and CHANGELOG with declared imports", () => {
    const dir = unpacked({ ...shippable, "package.json": JSON.stringify(goodManifest) });
    try {
      expect(tarballProblems(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names sources, test helpers, undeclared imports, unused dependencies and the source condition", () => {
    const manifest = {
      ...goodManifest,
      license: undefined,
      repository: { type: "git", url: "git+https://git.travesia.example/travesia/travesia.git" },
      exports: { ".": { source: "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" } },
      dependencies: { dayjs: "^1.11.0" },
    };
    const dir = unpacked({
      ...shippable,
      "package.json": JSON.stringify(manifest),
      "src/index.ts": "export const a = 1;",
      "dist/test/arbitraries.js": 'import fc from "fast-check";',
      "dist/test/arbitraries.d.ts": "export {};",
    });
    try {
      expect(tarballProblems(dir)).toEqual([
        "ships dist/test/arbitraries.d.ts: a test file or test helper",
        "ships dist/test/arbitraries.js: a test file or test helper",
        "ships src/index.ts: not JavaScript or a declaration",
        'package.json lacks "license"',
        "package.json names a placeholder repository (git+https://git.travesia.example/travesia/travesia.git)",
        'package.json exports keep the repository-only "source" condition',
        'dist/test/arbitraries.js imports "fast-check", which package.json does not declare',
        'package.json declares "dayjs", which no shipped file imports',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { allowedImports, checkLayers, PACKAGES } from "./layers.mjs";

const root = resolve(import.meta.dirname, "..");
const biomeConfig = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
let copy;

afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

/** A scratch repository with the real biome.json and the given files (path → source). */
const scratch = (files) => {
  copy = mkdtempSync(join(tmpdir(), "layers-"));
  // The scratch folder is no git checkout, so Biome must not look for .gitignore there.
  const { $schema, ...config } = biomeConfig;
  writeFileSync(join(copy, "biome.json"), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), source);
  }
  return copy;
};

/** Biome's verdicts on a scratch repository: one `rule path:line` per diagnostic of the layer and cycle rules. */
const lint = (dir) => {
  const run = spawnSync(
    join(root, "node_modules/.bin/biome"),
    [
      "lint",
      "--reporter=github",
      "--only=style/noRestrictedImports",
      "--only=style/noRestrictedGlobals",
      "--only=suspicious/noImportCycles",
      ".",
    ],
    { cwd: dir, encoding: "utf8" },
  );
  const found = [...run.stdout.matchAll(/^::error title=lint\/\w+\/(\w+),file=(.+?),line=(\d+),/gm)]
    .map(([, rule, file, line]) => `${rule} ${file.slice(dir.length + 1)}:${line}`)
    .sort();
  // Exit 0 with no diagnostic, or 1 with some: anything else (a bad configuration, a crash) is no verdict at all.
  if (run.status !== (found.length === 0 ? 0 : 1)) throw new Error(`biome lint failed: ${run.stderr}`);
  return found;
};

describe("layer rule: package manifests (scripts/layers.mjs)", () => {
  it("holds for the repository", () => {
    expect(checkLayers(root)).toEqual([]);
  });

  it("reads each package's allowed imports from biome.json", () => {
    expect(allowedImports(biomeConfig, "core")).toEqual(["effect"]);
    expect(allowedImports(biomeConfig, "web")).toContain("@travesia/hooks");
    expect(allowedImports(biomeConfig, "web")).not.toContain("@travesia/testkit");
    expect(allowedImports(biomeConfig, "web")).not.toContain("@travesia/server");
    expect(allowedImports(biomeConfig, "server")).toEqual([
      "@travesia/core",
      "effect",
      "hono",
      "@hono/node-server",
      "node:*",
    ]);
    expect(allowedImports(biomeConfig, "testkit")).toContain("@travesia/server");
    for (const name of PACKAGES) expect(allowedImports(biomeConfig, name)).not.toContain("@travesia/web");
  });

  it("fails when the server lists the testkit as a dependency", () => {
    const dir = scratch({});
    for (const name of PACKAGES) {
      cpSync(join(root, "packages", name, "package.json"), join(dir, "packages", name, "package.json"));
    }
    writeFileSync(
      join(dir, "packages/server/package.json"),
      JSON.stringify({ name: "@travesia/server", dependencies: { "@travesia/testkit": "0.1.0" } }),
    );
    expect(checkLayers(dir)).toEqual([
      "packages/server/package.json depends on @travesia/testkit, which the layer rule forbids",
    ]);
  });

  it("fails when web lists the testkit as a dependency, or core lists hooks", () => {
    const dir = scratch({});
    for (const name of PACKAGES) {
      cpSync(join(root, "packages", name, "package.json"), join(dir, "packages", name, "package.json"));
    }
    writeFileSync(
      join(dir, "packages/web/package.json"),
      JSON.stringify({ name: "@travesia/web", dependencies: { "@travesia/testkit": "0.1.0" } }),
    );
    writeFileSync(
      join(dir, "packages/core/package.json"),
      JSON.stringify({ name: "@travesia/core", peerDependencies: { "@travesia/hooks": "0.1.0" } }),
    );
    expect(checkLayers(dir)).toEqual([
      "packages/core/package.json depends on @travesia/hooks, which the layer rule forbids",
      "packages/web/package.json depends on @travesia/testkit, which the layer rule forbids",
    ]);
  });
});

describe("layer rule and circles: Biome (biome.json)", () => {
  it("rejects core importing React, another package or the world's globals", () => {
    const dir = scratch({
      "packages/core/src/leak.ts": [
        'import { useState } from "react";',
        'import { useUser } from "@travesia/hooks";',
        'import { readFile } from "node:fs";',
        "export const leak = () => [useState, useUser, readFile, document.title, fetch, setTimeout];",
        "",
      ].join("\n"),
    });
    expect(lint(dir)).toEqual([
      "noRestrictedGlobals packages/core/src/leak.ts:4",
      "noRestrictedGlobals packages/core/src/leak.ts:4",
      "noRestrictedGlobals packages/core/src/leak.ts:4",
      "noRestrictedImports packages/core/src/leak.ts:1",
      "noRestrictedImports packages/core/src/leak.ts:2",
      "noRestrictedImports packages/core/src/leak.ts:3",
    ]);
  });

  it("rejects the server importing the testkit, even in its tests, and web importing the server", () => {
    const dir = scratch({
      "packages/server/src/leak.ts": 'export { createDemoApi } from "@travesia/testkit";\n',
      "packages/server/src/leak.test.ts": 'export { createDemoApi } from "@travesia/testkit";\n',
      "packages/server/src/hooks.ts": 'export { useUser } from "@travesia/hooks";\n',
      "packages/web/src/leak.ts": 'export { portalApp } from "@travesia/server";\n',
      "packages/testkit/src/demo.ts": 'export { portalApp } from "@travesia/server";\n',
    });
    expect(lint(dir)).toEqual([
      "noRestrictedImports packages/server/src/hooks.ts:1",
      "noRestrictedImports packages/server/src/leak.test.ts:1",
      "noRestrictedImports packages/server/src/leak.ts:1",
      "noRestrictedImports packages/web/src/leak.ts:1",
    ]);
  });

  it("rejects web importing the testkit, hooks importing web, and a demo route importing another route", () => {
    const dir = scratch({
      "packages/web/src/leak.ts": 'export { createDemoApi } from "@travesia/testkit";\n',
      "packages/web/src/lazy.ts": 'export const load = () => import("@travesia/testkit");\n',
      "packages/hooks/src/leak.ts": 'export { App } from "@travesia/web";\n',
      "packages/testkit/src/server/routes/leak.ts": 'export { budgetRoutes } from "./budget.js";\n',
    });
    expect(lint(dir)).toEqual([
      "noRestrictedImports packages/hooks/src/leak.ts:1",
      "noRestrictedImports packages/testkit/src/server/routes/leak.ts:1",
      "noRestrictedImports packages/web/src/lazy.ts:1",
      "noRestrictedImports packages/web/src/leak.ts:1",
    ]);
  });

  it("rejects core's tests importing the testkit, which depends on core (a package circle)", () => {
    const dir = scratch({
      "packages/core/src/window.test.ts": 'export { arbHotelSearch } from "@travesia/testkit/arbitraries";\n',
    });
    expect(lint(dir)).toEqual(["noRestrictedImports packages/core/src/window.test.ts:1"]);
  });

  it("accepts what the rule allows: web's tests using the testkit, local names such as window, shared testkit modules", () => {
    const dir = scratch({
      "packages/core/src/window.ts": [
        'import * as Schema from "effect/Schema";',
        "export const widen = (window: number) => window + 1;",
        "export const Id = Schema.String;",
        "",
      ].join("\n"),
      "packages/core/src/window.test.ts": [
        'import { fc, test } from "@fast-check/vitest";',
        'import { widen } from "./window.js";',
        "export const checks = [fc, test, widen, setTimeout];",
        "",
      ].join("\n"),
      "packages/web/src/page.test.tsx": 'export { createDemoApi } from "@travesia/testkit";\n',
      "packages/hooks/src/useThing.ts": 'export { useQuery } from "@tanstack/react-query";\n',
      "packages/testkit/src/server/routes/thing.ts": [
        'import { readFile } from "node:fs/promises";',
        'import { Hono } from "hono";',
        'import { notLoggedIn } from "../login.js";',
        "export const thing = [readFile, Hono, notLoggedIn];",
        "",
      ].join("\n"),
      "packages/testkit/src/server/routes/thing.test.ts": 'export { thing } from "./thing.js";\n',
    });
    expect(lint(dir)).toEqual([]);
  });

  it("reports an import circle, but not one closed only by a type import", () => {
    const dir = scratch({
      "packages/core/src/a.ts": 'import { b } from "./b.js";\nexport const a = () => b;\n',
      "packages/core/src/b.ts": 'import { a } from "./a.js";\nexport const b = () => a;\n',
      "packages/core/src/c.ts": 'import type { D } from "./d.js";\nexport type C = { d?: D };\n',
      "packages/core/src/d.ts": 'import type { C } from "./c.js";\nexport type D = { c?: C };\nexport const d = 1;\n',
    });
    expect(lint(dir)).toEqual(["noImportCycles packages/core/src/a.ts:1", "noImportCycles packages/core/src/b.ts:1"]);
  });
});

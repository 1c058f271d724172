import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers } from "./layers.mjs";

const root = resolve(import.meta.dirname, "..");
let copy;

const fixture = () => {
  copy = mkdtempSync(join(tmpdir(), "layers-"));
  for (const name of ["core", "hooks", "web", "testkit"]) {
    cpSync(join(root, "packages", name, "package.json"), join(copy, "packages", name, "package.json"), {
      recursive: true,
    });
    cpSync(join(root, "packages", name, "src"), join(copy, "packages", name, "src"), { recursive: true });
  }
  return copy;
};

afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

describe("layer rule", () => {
  it("holds for the repository", () => {
    expect(checkLayers(root)).toEqual([]);
  });

  it("fails when web imports the testkit", () => {
    const dir = fixture();
    writeFileSync(
      join(dir, "packages/web/src/leak.ts"),
      'import { createDemoApi } from "@travesia/testkit";\nexport const x = createDemoApi;\n',
    );
    expect(checkLayers(dir).join("\n")).toMatch(/web\/src\/leak\.ts imports @travesia\/testkit/);
  });

  it("fails when core imports React or touches the DOM", () => {
    const dir = fixture();
    writeFileSync(
      join(dir, "packages/core/src/leak.ts"),
      'import { useState } from "react";\nexport const y = () => document.title;\n',
    );
    const problems = checkLayers(dir).join("\n");
    expect(problems).toMatch(/core\/src\/leak\.ts imports react/);
    expect(problems).toMatch(/core\/src\/leak\.ts uses document/);
  });

  it("fails when web lists the testkit as a dependency", () => {
    const dir = fixture();
    const manifest = join(dir, "packages/web/package.json");
    writeFileSync(manifest, JSON.stringify({ name: "@travesia/web", dependencies: { "@travesia/testkit": "0.1.0" } }));
    expect(checkLayers(dir).join("\n")).toMatch(/web\/package\.json depends on @travesia\/testkit/);
  });
});

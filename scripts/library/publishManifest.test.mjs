import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publishableManifest, restoreRepositoryManifest, writePublishableManifest } from "./publishManifest.mjs";

const repositoryManifest = {
  name: "@travesia/core",
  type: "module",
  exports: {
    ".": { source: "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" },
    "./internal/*": null,
    "./package.json": "./package.json",
  },
  scripts: { build: "tsup" },
  peerDependencies: { effect: "^4.1.0" },
  devDependencies: { effect: "^4.1.0" },
};

describe("publishableManifest", () => {
  it("drops the source condition, the scripts and the dev dependencies, and keeps the rest in order", () => {
    const published = publishableManifest(repositoryManifest);
    expect(published.exports).toEqual({
      ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
      "./internal/*": null,
      "./package.json": "./package.json",
    });
    expect(Object.keys(published.exports["."])).toEqual(["types", "default"]);
    expect(published).not.toHaveProperty("scripts");
    expect(published).not.toHaveProperty("devDependencies");
    expect(published.peerDependencies).toEqual({ effect: "^4.1.0" });
  });

  it("drops source conditions nested under other conditions", () => {
    const nested = { exports: { ".": { import: { source: "./src/a.ts", default: "./dist/a.js" } } } };
    expect(publishableManifest(nested).exports).toEqual({ ".": { import: { default: "./dist/a.js" } } });
  });
});

describe("writePublishableManifest / restoreRepositoryManifest", () => {
  it("swaps package.json for the publishable one and puts the repository's back byte for byte", () => {
    const dir = mkdtempSync(join(tmpdir(), "travesia-manifest-"));
    try {
      const original = `${JSON.stringify(repositoryManifest, null, 2)}\n`;
      writeFileSync(join(dir, "package.json"), original);
      writePublishableManifest(dir);
      expect(JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))).toEqual(
        publishableManifest(repositoryManifest),
      );
      // A pack that failed before postpack, then a second pack: the repository's copy is not lost.
      writePublishableManifest(dir);
      restoreRepositoryManifest(dir);
      expect(readFileSync(join(dir, "package.json"), "utf8")).toBe(original);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

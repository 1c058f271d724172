import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { filesOverLimit } from "./fileSizes.mjs";

const root = resolve(import.meta.dirname, "..");
let copy;
afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

const lines = (count) => "x\n".repeat(count);

describe("file sizes", () => {
  it("holds in the repository: no hooks file over 100 lines, no web component over 250, no filter panel file over 200", () => {
    expect(filesOverLimit(root)).toEqual([]);
  });

  it("names a file over its limit and leaves tests and files at the limit alone", () => {
    copy = mkdtempSync(join(tmpdir(), "sizes-"));
    const limits = [{ folder: "src", pattern: /\.tsx?$/, maxLines: 3 }];
    mkdirSync(join(copy, "src/test"), { recursive: true });
    writeFileSync(join(copy, "src/atLimit.ts"), lines(3));
    writeFileSync(join(copy, "src/over.tsx"), lines(4));
    writeFileSync(join(copy, "src/over.test.tsx"), lines(40));
    writeFileSync(join(copy, "src/test/helper.ts"), lines(40));
    writeFileSync(join(copy, "src/notes.md"), lines(40));
    expect(filesOverLimit(copy, limits)).toEqual(["src/over.tsx: 4 > 3"]);
  });
});

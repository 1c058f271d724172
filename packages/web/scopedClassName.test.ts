import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { scopedClassName } from "./scopedClassName";

const web = dirname(new URL(import.meta.url).pathname);
const stylesheets = readdirSync(join(web, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".module.css"))
  .map((file) => join(web, "src", file));

describe("scopedClassName", () => {
  it("names a class after itself and its stylesheet, wherever the repository is", () => {
    const here = scopedClassName("page", join(web, "src/a/A.module.css"));
    expect(here).toMatch(/^page_[\w-]{5}$/);
    expect(scopedClassName("page", "/elsewhere/src/a/A.module.css?used", "/elsewhere")).toBe(here);
    expect(scopedClassName("title", join(web, "src/a/A.module.css")).endsWith(here.slice(4))).toBe(true);
  });

  it("gives every stylesheet of the portal its own hash", () => {
    expect(stylesheets.length).toBeGreaterThan(50);
    const hashes = new Set(stylesheets.map((file) => scopedClassName("x", file)));
    expect(hashes.size).toBe(stylesheets.length);
  });

  test.prop([fc.stringMatching(/^[a-zA-Z][\w-]{0,20}$/), fc.stringMatching(/^[\w/]{1,40}$/)], { numRuns: 1000 })(
    "keeps the class's name and adds a hash that is a class name's characters",
    (name, path) => {
      const scoped = scopedClassName(name, join(web, `${path}.module.css`));
      expect(scoped.slice(0, name.length + 1)).toBe(`${name}_`);
      expect(scoped.slice(name.length + 1)).toMatch(/^[\w-]{5}$/);
    },
  );
});

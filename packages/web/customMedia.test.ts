import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { BREAKPOINT_MEDIA, breakpointCustomMedia } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { parseCustomMedia, resolveCustomMedia } from "./customMedia";

const SOURCE = join(import.meta.dirname, "src");
const DEFINITIONS = join(SOURCE, "shared/breakpoints.css");

const stylesheets = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(directory, entry.name))
      : entry.name.endsWith(".css")
        ? [join(directory, entry.name)]
        : [],
  );

describe("the breakpoints stylesheet", () => {
  it("is core's BREAKPOINTS table (`npx vitest run --project web customMedia -u` rewrites it)", async () => {
    await expect(
      "/* Written from @travesia/core's BREAKPOINT_MEDIA by customMedia.test.ts: edit the table, not this file. */\n" +
        breakpointCustomMedia(),
    ).toMatchFileSnapshot(DEFINITIONS);
  });

  it("reads back as the table's queries", () => {
    expect([...parseCustomMedia(readFileSync(DEFINITIONS, "utf8")).values()]).toEqual(Object.values(BREAKPOINT_MEDIA));
  });

  it("is where every stylesheet takes its 768 px and 991 px breakpoints from", () => {
    const media = parseCustomMedia(readFileSync(DEFINITIONS, "utf8"));
    const raw = stylesheets(SOURCE)
      .filter((file) => file !== DEFINITIONS)
      .flatMap((file) =>
        Array.from(readFileSync(file, "utf8").matchAll(/@media[^{;]*/g), ([condition]) => condition)
          .filter((condition) => /\b(767|768|990|991)(\.\d+)?px/.test(condition))
          .map((condition) => `${relative(SOURCE, file)}: ${condition.trim()}`),
      );
    expect(raw).toEqual([]);
    for (const file of stylesheets(SOURCE)) {
      expect(() => resolveCustomMedia(readFileSync(file, "utf8"), media, file)).not.toThrow();
    }
  });
});

describe("resolveCustomMedia", () => {
  const media = new Map([
    ["phone", "(width < 768px)"],
    ["desktop", "(width >= 991px)"],
  ]);

  it("puts the named query in each @media condition and leaves the rest of the line alone", () => {
    expect(
      resolveCustomMedia(
        "@media (--phone) {\n  .a { color: var(--ink); }\n}\n@media print, (--desktop) {",
        media,
        "a.css",
      ),
    ).toBe("@media (width < 768px) {\n  .a { color: var(--ink); }\n}\n@media print, (width >= 991px) {");
  });

  it("leaves custom properties and plain queries alone", () => {
    const css = "@media (max-width: 420px) {\n  .a { margin: var(--gap); }\n}\n";
    expect(resolveCustomMedia(css, media, "a.css")).toBe(css);
  });

  it("fails on a name the breakpoints stylesheet does not define", () => {
    expect(() => resolveCustomMedia("@media (--tablet) {", media, "a.css")).toThrow("a.css: no @custom-media --tablet");
  });
});

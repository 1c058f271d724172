import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const CORE = new URL("../../packages/core/", import.meta.url).pathname;

/**
 * Tags that name a data variant (a destination id kind, a page of the budget route, a search target), not a failure:
 * the README's error table leaves them out. A new tag lands here or in that table, never in neither.
 */
const DATA_VARIANT_TAGS = new Set([
  "Alternatives",
  "Available",
  "BudgetDetail",
  "BudgetList",
  "Changed",
  "DestinationCode",
  "DestinationCoordinates",
  "DestinationOmniCode",
  "Invalid",
  "Known",
  "Navigate",
  "NoAlternatives",
  "NotRequoted",
  "Post",
  "RelatedRatesOff",
  "Unavailable",
  "Unbuildable",
  "Unchanged",
  "Unknown",
]);

/** Every `_tag: "Name"` (and `Tagged…("Name")`) that core's own source files declare, with the files declaring it. */
const declaredTags = () => {
  const tags = new Map();
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "test") visit(path);
      } else if (/\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        for (const match of text.matchAll(/_tag:\s*"([A-Z]\w*)"|Tagged(?:Error|Class)\w*\(\s*"([A-Z]\w*)"/g)) {
          const tag = match[1] ?? match[2];
          tags.set(tag, [...(tags.get(tag) ?? []), path.slice(CORE.length)]);
        }
      }
    }
  };
  visit(join(CORE, "src"));
  return tags;
};

describe("@travesia/core's README", () => {
  const readme = readFileSync(join(CORE, "README.md"), "utf8");

  it("lists every error tag core exports in its error table", () => {
    const errors = [...declaredTags().keys()].filter((tag) => !DATA_VARIANT_TAGS.has(tag)).sort();
    expect(errors.length).toBeGreaterThanOrEqual(19);
    // A table cell, whatever padding the formatter gives the column.
    expect(errors.filter((tag) => !new RegExp(`^\\|\\s*\`${tag}\`\\s*\\|`, "m").test(readme))).toEqual([]);
  });

  it("imports effect by module path in its examples, as its size note asks", () => {
    expect(readme).not.toMatch(/import \{[^}]*\b(Result|Schema)\b[^}]*\} from "effect";/);
  });
});

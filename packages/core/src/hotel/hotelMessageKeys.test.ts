import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isMessageKey } from "../locale/catalog.js";

const SOURCE = dirname(dirname(fileURLToPath(import.meta.url)));
const FOLDERS = ["money", "hotel", "house", "policy"];
const KEY = /"((?:hotel|policy|quote|house|favourite|flight)\.[A-Za-z0-9]+)"/g;

describe("message keys used by money, hotel, house and policy", () => {
  it("all exist in the catalogs", () => {
    const used = new Set<string>();
    for (const folder of FOLDERS)
      for (const file of readdirSync(join(SOURCE, folder)))
        if (file.endsWith(".ts") && !file.endsWith(".test.ts"))
          for (const match of readFileSync(join(SOURCE, folder, file), "utf8").matchAll(KEY)) used.add(match[1] ?? "");
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !isMessageKey(key))).toEqual([]);
  });
});

// Which packages fill a built chunk: bytes of each source in its source map, grouped by package.
import { readFileSync } from "node:fs";

export const composition = (mapFile) => {
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const byPackage = new Map();
  map.sources.forEach((source, index) => {
    const content = map.sourcesContent?.[index] ?? "";
    const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/) ?? source.match(/packages\/([^/]+)/);
    const name = match?.[1] ?? source;
    byPackage.set(name, (byPackage.get(name) ?? 0) + content.length);
  });
  return [...byPackage].sort((a, b) => b[1] - a[1]);
};

if (process.argv[2]) for (const [name, bytes] of composition(process.argv[2]).slice(0, 15)) console.log(name, bytes);

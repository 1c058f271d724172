import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type InlineSources, inlineSourcesOf, mergeInlineSources, NO_INLINE_SOURCES } from "./contentSecurityPolicy.js";

const readIfPresent = (file: string): Promise<string | undefined> => readFile(file, "utf8").catch(() => undefined);

/**
 * The inline sources of the HTML pages a built portal serves (`index.html` and the prerendered pages), read once
 * when the server starts: a rebuild while it runs needs a restart (`npm start` builds before it serves).
 */
export const builtPageSources = async (staticDir: string | undefined): Promise<InlineSources> => {
  if (staticDir === undefined) return NO_INLINE_SOURCES;
  const prerendered = await readdir(join(staticDir, "prerendered")).catch(() => [] as string[]);
  const files = [
    join(staticDir, "index.html"),
    ...prerendered.filter((name) => name.endsWith(".html")).map((name) => join(staticDir, "prerendered", name)),
  ];
  const pages = await Promise.all(files.map(readIfPresent));
  return mergeInlineSources(pages.filter((page) => page !== undefined).map(inlineSourcesOf));
};

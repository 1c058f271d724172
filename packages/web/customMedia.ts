import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * The portal's stylesheets name their breakpoints the way the draft CSS standard does, `@media (--phone) { … }`,
 * defined once by `@custom-media` rules in `src/shared/breakpoints.css`, which core's `breakpointCustomMedia` writes
 * from its `BREAKPOINTS` table (a test keeps the file and the table equal). No browser reads `@custom-media` yet and
 * PostCSS, Vite's CSS transformer here, has no such plugin installed, so this resolves the names before Vite reads a
 * stylesheet: the shipped CSS holds plain width queries.
 */

/** Reads a stylesheet's `@custom-media --name query;` rules into a map from name (without `--`) to query. */
export const parseCustomMedia = (css: string): ReadonlyMap<string, string> =>
  new Map(
    Array.from(css.matchAll(/@custom-media\s+--([\w-]+)\s+([^;]+);/g), (rule) => [
      rule[1] ?? "",
      rule[2]?.trim() ?? "",
    ]),
  );

/**
 * Replaces each `(--name)` in a stylesheet's `@media` conditions with the query it names. An unknown name throws, so
 * a typo fails the build instead of shipping a query that never matches. Lines stay where they were.
 *
 * @example resolveCustomMedia("@media (--phone) {", new Map([["phone", "(width < 768px)"]]), "a.css") // "@media (width < 768px) {"
 */
export const resolveCustomMedia = (css: string, media: ReadonlyMap<string, string>, file: string): string =>
  css.replace(/@media[^{;]*/g, (condition) =>
    condition.replace(/\(--([\w-]+)\)/g, (_, name: string) => {
      const query = media.get(name);
      if (query === undefined) throw new Error(`${file}: no @custom-media --${name} in the breakpoints stylesheet`);
      return query;
    }),
  );

/** The Vite plugin: every stylesheet's `(--name)` media conditions resolved from `definitions` (a file path). */
export const customMedia = (definitions: string): Plugin => ({
  name: "travesia:custom-media",
  enforce: "pre",
  transform: {
    filter: { id: /\.css(?:$|\?)/, code: "@media" },
    handler(code, id) {
      this.addWatchFile(definitions);
      return { code: resolveCustomMedia(code, parseCustomMedia(readFileSync(definitions, "utf8")), id), map: null };
    },
  },
});

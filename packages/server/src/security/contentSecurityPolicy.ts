import { createHash } from "node:crypto";

/**
 * The inline code of the portal's built pages that the policy must allow, as CSP hash sources
 * (`'sha256-…'`): nothing else inline runs or applies.
 */
export interface InlineSources {
  /** Inline `<script>` elements (the prerendered home page requests its entry after the first paint). */
  readonly scripts: readonly string[];
  /** Inline `<style>` elements (the prerendered home page carries its stylesheets inline). */
  readonly styles: readonly string[];
  /** `style="…"` attributes in the markup (React's `display: contents` wrappers of lazily loaded widgets). */
  readonly styleAttributes: readonly string[];
}

/** No inline code at all: the policy of a server without a built portal. */
export const NO_INLINE_SOURCES: InlineSources = { scripts: [], styles: [], styleAttributes: [] };

/** A CSP hash source for a text: `'sha256-<base64 of the SHA-256 of its UTF-8 bytes>'`. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** The value of an attribute as the browser reads it (the hash covers the decoded text). */
const decodeAttribute = (raw: string): string =>
  raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

const unique = (values: readonly string[]): readonly string[] => [...new Set(values)];

/**
 * The hash sources of the inline code of one HTML page: every `<script>` without `src`, every `<style>`, every
 * `style` attribute. Written for the pages our own build writes (Vite's `index.html`, the prerendered home page),
 * never for markup from elsewhere: whatever inline code it finds, it allows.
 *
 * @example inlineSourcesOf('<div style="display:contents"></div>').styleAttributes // ["'sha256-…'"]
 */
export const inlineSourcesOf = (html: string): InlineSources => {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .map(([, , body = ""]) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = ""]) => body);
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
    ([, double, single]) => decodeAttribute(double ?? single ?? ""),
  );
  return {
    scripts: unique(scripts.filter((body) => body.trim() !== "").map(cspHash)),
    styles: unique(styles.map(cspHash)),
    styleAttributes: unique(styleAttributes.map(cspHash)),
  };
};

/** The union of several pages' inline sources. */
export const mergeInlineSources = (pages: readonly InlineSources[]): InlineSources => ({
  scripts: unique(pages.flatMap((page) => page.scripts)),
  styles: unique(pages.flatMap((page) => page.styles)),
  styleAttributes: unique(pages.flatMap((page) => page.styleAttributes)),
});

const sources = (fixed: readonly string[], hashes: readonly string[]): string => [...fixed, ...hashes].join(" ");

/**
 * The Content-Security-Policy of every response: scripts and styles from the portal's own origin plus the exact
 * inline code of its built pages (by hash; never `'unsafe-inline'` or `'unsafe-eval'`), images also from `data:`
 * and `blob:` URLs (map tiles and generated images), connections to its own origin only, no plugins, no `<base>`,
 * forms posting to its own origin, and no page of another origin may frame it.
 *
 * `style-src-attr` allows the exact `style` attributes of the built markup with `'unsafe-hashes'`, the CSP keyword
 * for hashed attributes: scripts can still set styles through the CSSOM, which no policy governs.
 *
 * @example contentSecurityPolicy(NO_INLINE_SOURCES).includes("script-src 'self'") // true
 */
export const contentSecurityPolicy = (inline: InlineSources): string =>
  [
    "default-src 'self'",
    `script-src ${sources(["'self'"], inline.scripts)}`,
    `style-src ${sources(["'self'"], inline.styles)}`,
    `style-src-attr ${inline.styleAttributes.length === 0 ? "'none'" : sources(["'unsafe-hashes'"], inline.styleAttributes)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

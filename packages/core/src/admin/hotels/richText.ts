/**
 * The tags a hotel description may keep (the editor's bold, italic, underline, strike, paragraphs, headings, quotes
 * and lists). No attribute of any tag is kept: no link, no style, no handler, no source.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
] as const;

/** The longest description, in characters of its sanitised HTML (ours: a long hotel page is some 5,000). */
export const RICH_TEXT_MAX_LENGTH = 20_000;

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(["br"]);
/** Elements whose content is code or a document of its own, dropped with the element. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "textarea",
  "title",
  "svg",
  "math",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
]);

// A tag: `<name ...>` or `</name ...>`, attribute values quoted with " or ' may hold `>`.
const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/;
const COMMENT = /^<!--[\s\S]*?(?:-->|$)/;
const DECLARATION = /^<[!?][^>]*>?/;
const ENTITY = /^&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/;

const escapeChar = (char: string): string => (char === "<" ? "&lt;" : char === ">" ? "&gt;" : char);

/**
 * Sanitises a description's HTML with an allowlist, as the server does on every save: only {@link RICH_TEXT_TAGS}
 * are kept, each without any attribute; `script`, `style`, `iframe`, `svg` and other code-bearing elements go with
 * their content; every other tag goes but its text stays; comments and declarations go; text is escaped (`<`, `>`, a
 * bare `&`), entities kept; unclosed tags are closed and stray closing tags dropped, so the result is balanced. The
 * output holds no `<` that does not open or close an allowed tag, so no stored text can run script whatever a
 * browser makes of it. Idempotent.
 *
 * @example sanitizeRichText('<p onclick="x()">Hi <b>there</b><script>alert(1)</script></p>') // "<p>Hi <b>there</b></p>"
 * @example sanitizeRichText('<img src=x onerror="alert(1)">Pool') // "Pool"
 */
export const sanitizeRichText = (html: string): string => {
  let out = "";
  const open: string[] = [];
  let dropping: string | null = null;
  let index = 0;
  while (index < html.length) {
    const rest = html.slice(index);
    const char = html[index] ?? "";
    if (char === "<") {
      const tag = TAG.exec(rest);
      if (tag !== null) {
        index += tag[0].length;
        const closing = tag[1] === "/";
        const name = (tag[2] ?? "").toLowerCase();
        if (dropping !== null) {
          if (closing && name === dropping) dropping = null;
          continue;
        }
        if (DROPPED_WITH_CONTENT.has(name)) {
          if (!closing && !/\/\s*$/.test(tag[3] ?? "")) dropping = name;
          continue;
        }
        if (!ALLOWED.has(name)) continue;
        if (VOID.has(name)) {
          if (!closing) out += `<${name}>`;
          continue;
        }
        if (!closing) {
          open.push(name);
          out += `<${name}>`;
          continue;
        }
        const at = open.lastIndexOf(name);
        if (at < 0) continue;
        while (open.length > at) out += `</${open.pop()}>`;
        continue;
      }
      const skipped = COMMENT.exec(rest) ?? DECLARATION.exec(rest);
      if (skipped !== null) {
        index += skipped[0].length;
        continue;
      }
    }
    index += 1;
    if (dropping !== null) continue;
    if (char === "&") {
      const entity = ENTITY.exec(rest);
      if (entity !== null) {
        out += entity[0];
        index += entity[0].length - 1;
      } else out += "&amp;";
      continue;
    }
    out += escapeChar(char);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
};

/**
 * The text of a description without its tags (for the audit list and a length check in characters a reader sees).
 *
 * @example richTextPlain("<p>Hi <b>there</b></p>") // "Hi there"
 */
export const richTextPlain = (html: string): string =>
  html
    .replace(/<\/(p|li|h2|h3|h4|blockquote)>|<br>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { RICH_TEXT_TAGS, richTextPlain, sanitizeRichText } from "./richText.js";

const arbTagName = fc.constantFrom(
  ...RICH_TEXT_TAGS,
  "script",
  "img",
  "a",
  "iframe",
  "svg",
  "style",
  "div",
  "span",
  "SCRIPT",
);
const arbAttribute = fc.constantFrom(
  ' onerror="alert(1)"',
  " onclick=alert(1)",
  ' style="color:red"',
  ' href="javascript:alert(1)"',
  " src=x",
  " title='a > b'",
  "",
);
const arbPiece = fc.oneof(
  fc.tuple(arbTagName, arbAttribute).map(([name, attribute]) => `<${name}${attribute}>`),
  arbTagName.map((name) => `</${name}>`),
  fc.constantFrom(
    "<!-- c -->",
    "<!DOCTYPE html>",
    "<",
    ">",
    "&",
    "&amp;",
    "&#60;",
    "&lt;script&gt;",
    '"',
    "'",
    "=",
    "<b",
  ),
  fc.string({ maxLength: 12 }),
);
const arbHtml = fc.array(arbPiece, { maxLength: 30 }).map((pieces) => pieces.join(""));

/** Every tag of a sanitised text: name and everything between its brackets. */
const tagsOf = (html: string) => [...html.matchAll(/<([^>]*)>/g)].map((match) => match[1] ?? "");

describe("sanitizeRichText", () => {
  test.prop([arbHtml], { numRuns: 2000 })("keeps only allowed tags, without any attribute, balanced", (html) => {
    const clean = sanitizeRichText(html);
    const open: string[] = [];
    for (const tag of tagsOf(clean)) {
      const name = tag.replace(/^\//, "");
      expect(RICH_TEXT_TAGS as readonly string[]).toContain(name);
      if (name === "br") continue;
      if (tag.startsWith("/")) expect(open.pop()).toBe(name);
      else open.push(name);
    }
    expect(open).toEqual([]);
    // No `<` opens anything else, and no handler or script survives as markup.
    expect(clean.replace(/<\/?[a-z0-9]+>/g, "")).not.toMatch(/[<>]/);
    expect(clean).not.toMatch(/<script|<img|\son\w+=/i);
  });

  test.prop([arbHtml], { numRuns: 2000 })("is idempotent", (html) => {
    const clean = sanitizeRichText(html);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  test.prop([fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 .,;:!¿?()-]{0,60}$/)], { numRuns: 1000 })(
    "keeps plain text as it is",
    (text) => {
      expect(sanitizeRichText(text)).toBe(text);
      expect(sanitizeRichText(`<p><strong>${text}</strong></p>`)).toBe(`<p><strong>${text}</strong></p>`);
    },
  );

  it("keeps the editor's bold and lists, and makes script and handlers inert", () => {
    expect(
      sanitizeRichText('<p class="x" dir="ltr"><b><strong style="white-space: pre-wrap;">Piscina</strong></b></p>'),
    ).toBe("<p><b><strong>Piscina</strong></b></p>");
    expect(sanitizeRichText("<ul><li><p>Spa</p></li><li>Gym</ul>")).toBe("<ul><li><p>Spa</p></li><li>Gym</li></ul>");
    expect(sanitizeRichText('<p>Hola<script>alert("x")</script></p><img src=x onerror="alert(1)">')).toBe(
      "<p>Hola</p>",
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe("click");
    expect(sanitizeRichText("<svg><script>alert(1)</script></svg>ok")).toBe("ok");
    expect(sanitizeRichText("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
  });
});

describe("richTextPlain", () => {
  it("reads a description's words", () => {
    expect(richTextPlain("<p>Hi <b>there</b></p><ul><li>Spa</li></ul>")).toBe("Hi there Spa");
  });
});

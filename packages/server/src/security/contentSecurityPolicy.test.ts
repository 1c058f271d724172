import { createHash } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  cspHash,
  inlineSourcesOf,
  mergeInlineSources,
  NO_INLINE_SOURCES,
} from "./contentSecurityPolicy.js";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe("cspHash", () => {
  it("is the base64 SHA-256 of the UTF-8 text, quoted as a CSP source", () => {
    // Known value: printf 'display:contents' | openssl dgst -sha256 -binary | base64
    expect(cspHash("display:contents")).toBe(
      `'sha256-${createHash("sha256").update(Buffer.from("display:contents")).digest("base64")}'`,
    );
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("inlineSourcesOf", () => {
  it("hashes inline scripts (not those with src), style elements and style attributes", () => {
    const page = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="module">startPortal("/assets/index.js")</script>',
      "<style>body{margin:0}</style>",
      '<div style="display:contents"></div><p style="color:red">x</p><div style="display:contents"></div>',
      "<script></script>",
    ].join("\n");
    expect(inlineSourcesOf(page)).toEqual({
      scripts: [cspHash('startPortal("/assets/index.js")')],
      styles: [cspHash("body{margin:0}")],
      styleAttributes: [cspHash("display:contents"), cspHash("color:red")],
    });
  });

  it("hashes an attribute as the browser reads it, entities decoded", () => {
    expect(inlineSourcesOf(`<b style='font-family:&quot;A&amp;B&quot;;x:&#39;&#x41;'>`).styleAttributes).toEqual([
      cspHash(`font-family:"A&B";x:'A`),
    ]);
  });

  test.prop([fc.string().filter((text) => !/<\/script/i.test(text) && text.trim() !== "")], { numRuns: 1000 })(
    "allows exactly the text of an inline script",
    (body) => {
      expect(inlineSourcesOf(`<html><script type="module">${body}</script></html>`).scripts).toEqual([cspHash(body)]);
    },
  );

  test.prop([fc.string().filter((text) => !/<\/style/i.test(text))], { numRuns: 1000 })(
    "allows exactly the text of a style element",
    (body) => {
      expect(inlineSourcesOf(`<style>${body}</style>`).styles).toEqual([cspHash(body)]);
    },
  );
});

describe("contentSecurityPolicy", () => {
  const inline = mergeInlineSources([
    inlineSourcesOf('<script>go()</script><style>a{}</style><i style="display:contents"></i>'),
    inlineSourcesOf("<script>go()</script>"),
  ]);

  it("allows scripts only from the portal's origin and the built pages' inline code, never unsafe-inline or eval", () => {
    const policy = directives(contentSecurityPolicy(inline));
    expect(policy.get("script-src")).toEqual(["'self'", cspHash("go()")]);
    expect(policy.get("style-src")).toEqual(["'self'", cspHash("a{}")]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-hashes'", cspHash("display:contents")]);
    expect(contentSecurityPolicy(inline)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("forbids framing, plugins, <base> and foreign connections; images may be data: and blob: URLs", () => {
    const policy = directives(contentSecurityPolicy(NO_INLINE_SOURCES));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("style-src-attr")).toEqual(["'none'"]);
  });
});

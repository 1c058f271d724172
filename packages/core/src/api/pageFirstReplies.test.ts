import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fillPageStandInReplies,
  PAGE_FIRST_REPLIES_ID,
  type PageFirstReply,
  pageFirstCallBody,
  pageFirstRepliesElement,
  pageFirstReplyFor,
  pageStandInHasReplySlots,
  pageStandInReplySlot,
  readPageFirstReplies,
} from "./pageFirstReplies.js";

const arbReply: fc.Arbitrary<PageFirstReply> = fc.record(
  {
    method: fc.constantFrom("GET" as const, "POST" as const),
    path: fc.string(),
    body: fc.string(),
    status: fc.integer({ min: 100, max: 599 }),
    contentType: fc.string(),
    text: fc.oneof(fc.string(), fc.constantFrom("</script><script>alert(1)</script>", "<!--", '{"a":"<b>"}')),
  },
  { requiredKeys: ["method", "path", "status", "contentType", "text"] },
);

/** The element's text as a browser reads it: between the start tag and the first end tag. */
const elementText = (element: string) => {
  const start = element.indexOf(">") + 1;
  return element.slice(start, element.indexOf("</script>", start));
};

describe("pageFirstRepliesElement and readPageFirstReplies", () => {
  test.prop([fc.array(arbReply, { maxLength: 4 })], { numRuns: 1000 })(
    "give back every reply, whatever their text: no reply can end the element or open markup",
    (replies) => {
      const element = pageFirstRepliesElement(replies);
      expect(element.startsWith(`<script type="application/json" id="${PAGE_FIRST_REPLIES_ID}">`)).toBe(true);
      expect(elementText(element)).not.toContain("<");
      expect(readPageFirstReplies(elementText(element))).toEqual(replies);
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("reading any text never throws and keeps only whole replies", (text) => {
    for (const reply of readPageFirstReplies(text)) expect(typeof reply.text).toBe("string");
  });

  it("leaves out the malformed entries of a list", () => {
    const good = { method: "GET", path: "/api/x", status: 200, contentType: "application/json", text: "{}" };
    expect(
      readPageFirstReplies(JSON.stringify([good, { ...good, status: "200" }, { ...good, method: "PUT" }, 3])),
    ).toEqual([good]);
    expect(readPageFirstReplies("{}")).toEqual([]);
  });
});

describe("pageFirstReplyFor", () => {
  const catalog: PageFirstReply = {
    method: "GET",
    path: "/api/c/1",
    status: 200,
    contentType: "application/json",
    text: "{}",
  };
  const search: PageFirstReply = { ...catalog, method: "POST", path: "/api/s", body: '{"url":"/h"}' };

  it("finds the reply of the very request: method, path and body text", () => {
    expect(pageFirstReplyFor([catalog, search], "GET", "/api/c/1", undefined)).toBe(catalog);
    expect(pageFirstReplyFor([catalog, search], "POST", "/api/s", '{"url":"/h"}')).toBe(search);
    expect(pageFirstReplyFor([catalog, search], "POST", "/api/s", '{"url":"/other"}')).toBeUndefined();
    expect(pageFirstReplyFor([catalog, search], "POST", "/api/c/1", undefined)).toBeUndefined();
  });

  test.prop([fc.jsonValue()], { numRuns: 1000 })(
    "a call's body text is the transport's (JSON.stringify), so the server's reply and the browser's request meet",
    (body) => {
      const text = pageFirstCallBody({ method: "POST", path: "/api/s", body });
      expect(text).toBe(JSON.stringify(body));
      expect(pageFirstReplyFor([{ ...search, body: text }], "POST", "/api/s", JSON.stringify(body))).toBeDefined();
    },
  );
});

describe("fillPageStandInReplies", () => {
  const markup = `<h1>${pageStandInReplySlot("name")}</h1><p>${pageStandInReplySlot("stars")}</p><p>${pageStandInReplySlot("address")}</p>`;

  test.prop([fc.string(), fc.string(), fc.string()], { numRuns: 1000 })(
    "writes each value as text: no value adds markup",
    (name, stars, address) => {
      const filled = fillPageStandInReplies(markup, { name, stars, address });
      expect(filled).not.toBeNull();
      expect(filled?.replace(/<\/?(h1|p)>/g, "")).not.toMatch(/[<>"']/);
    },
  );

  it("is null when a slot has no value, and leaves the URL's slots and slotless markup alone", () => {
    expect(fillPageStandInReplies(markup, { name: "Casa Sol", stars: "★" })).toBeNull();
    expect(fillPageStandInReplies("<h1>%%travesia:city%%</h1>", {})).toBe("<h1>%%travesia:city%%</h1>");
    expect(fillPageStandInReplies(markup, { name: "Casa & Sol", stars: "", address: "Via 1" })).toBe(
      "<h1>Casa &amp; Sol</h1><p></p><p>Via 1</p>",
    );
  });

  it("tells a stand-in that shows replies from one that does not", () => {
    expect(pageStandInHasReplySlots(markup)).toBe(true);
    expect(pageStandInHasReplySlots("<h1>%%travesia:city%%</h1>")).toBe(false);
    // The tour's step beside a page (the hotel results' document) asks for its texts alone, not the page's calls.
    expect(pageStandInHasReplySlots("<h2>%%travesia:tourTitle%%</h2><p>%%travesia:tourText%%</p>")).toBe(false);
    expect(pageStandInHasReplySlots(`<h2>%%travesia:tourTitle%%</h2>${markup}`)).toBe(true);
  });
});

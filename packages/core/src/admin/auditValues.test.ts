import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  AUDIT_TEXT_MAX,
  type AuditText,
  auditFieldText,
  auditTargetText,
  auditValueText,
  plainTextOfHtml,
  shortText,
} from "./auditValues.js";

const MODULES = ["settings", "texts", "hotels", "pois", "airlines", "home", "tour"] as const;
const FIELDS = [
  "description.es",
  "rating",
  "amenities",
  "gallery",
  "videos",
  "poi",
  "name",
  "logo",
  "items",
  "background",
  "enableBudgeting",
  "home.title",
];
const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

const lengthOf = (shown: AuditText) => (shown.kind === "text" ? [...shown.text].length : 0);

describe("plainTextOfHtml", () => {
  test.prop([fc.string({ maxLength: 200 })], { numRuns: 1000 })(
    "gives back the words of any escaped text in paragraphs, bold and lists, its spaces collapsed",
    (words) => {
      const html = `<p><strong>${escapeHtml(words)}</strong></p><ul><li>${escapeHtml(words)}</li></ul>`;
      const expected = collapse(`${collapse(words)} ${collapse(words)}`);
      expect(plainTextOfHtml(html)).toBe(expected);
    },
  );

  test.prop([fc.string({ maxLength: 200 })], { numRuns: 1000 })(
    "leaves no tag of the fragment and no run of spaces",
    (html) => {
      const plain = plainTextOfHtml(html.replace(/&/g, ""));
      expect(plain).not.toMatch(/\s{2}/);
      expect(plain).toBe(plain.trim());
      if (!html.includes("&")) expect(plain).not.toMatch(/<[^>]*>/);
    },
  );

  it("reads character references and drops script tags' markup, leaving their text inert as words", () => {
    expect(plainTextOfHtml("<p>Caf&eacute; &amp; t&#233; &#x2014; &lt;b&gt;</p>")).toBe("Caf&eacute; & té — <b>");
    expect(plainTextOfHtml('<p>Hola<img src=x onerror="alert(1)"></p><p>mundo</p>')).toBe("Hola mundo");
  });
});

describe("shortText", () => {
  test.prop([fc.string({ maxLength: 400, unit: "grapheme" }), fc.integer({ min: 1, max: 200 })], { numRuns: 1000 })(
    "keeps a text of at most max characters, else cuts it to max with an ellipsis",
    (value, max) => {
      const short = shortText(value, max);
      expect([...short].length).toBeLessThanOrEqual(max);
      if ([...value].length <= max) expect(short).toBe(value);
      else {
        expect(short.endsWith("…")).toBe(true);
        expect(value.startsWith(short.slice(0, -1))).toBe(true);
      }
    },
  );
});

describe("auditValueText", () => {
  test.prop(
    [
      fc.constantFrom(...MODULES),
      fc.constantFrom(...FIELDS),
      fc.oneof(fc.boolean(), fc.string({ maxLength: 400 }), fc.json()),
    ],
    { numRuns: 1000 },
  )("reads any value of any module without throwing, and never shows more than the limit", (module, field, value) => {
    const shown = auditValueText({ module, field }, value);
    expect(lengthOf(shown)).toBeLessThanOrEqual(AUDIT_TEXT_MAX);
    if (typeof value === "boolean")
      expect(shown).toEqual({ kind: "message", key: value ? "admin.audit.on" : "admin.audit.off" });
  });

  test.prop([fc.integer({ min: 1, max: 5 })], { numRuns: 100 })("shows a rating as its stars", (stars) => {
    expect(auditValueText({ module: "hotels", field: "rating" }, String(stars))).toEqual({
      kind: "message",
      key: "admin.audit.value.stars",
      params: { count: stars },
    });
  });

  it("shows a description's words, lists counted and named, a POI by name, a home list by titles, images as images", () => {
    expect(auditValueText({ module: "hotels", field: "description.en" }, "<p>By the <strong>sea</strong></p>")).toEqual(
      { kind: "text", text: "By the sea" },
    );
    expect(auditValueText({ module: "hotels", field: "amenities" }, '["icon-wifi","icon-pool"]')).toEqual({
      kind: "message",
      key: "admin.audit.value.icons",
      params: { count: 2, items: "wifi, pool" },
    });
    expect(auditValueText({ module: "hotels", field: "gallery" }, '["/a.jpg","/b.jpg","/c.jpg"]')).toEqual({
      kind: "message",
      key: "admin.audit.value.images",
      params: { count: 3 },
    });
    expect(auditValueText({ module: "hotels", field: "videos" }, "[]")).toEqual({
      kind: "message",
      key: "admin.audit.value.none",
    });
    const poi = JSON.stringify({
      id: "POI-BUE-N1",
      city: "BUE",
      description: "Obelisco",
      latitude: -34.6,
      longitude: -58.38,
      vicinity: "Centro",
      type: "tourist_attraction",
    });
    expect(auditValueText({ module: "pois", field: "poi" }, poi)).toEqual({
      kind: "message",
      key: "admin.audit.value.poi",
      params: { name: "Obelisco", vicinity: "Centro" },
    });
    expect(auditValueText({ module: "pois", field: "poi" }, "removed")).toEqual({
      kind: "message",
      key: "admin.audit.removed",
    });
    expect(
      auditValueText(
        { module: "home", field: "items" },
        '[{"hotelId":"1","title":"Sol"},{"hotelId":"2","title":"Mar"}]',
      ),
    ).toEqual({
      kind: "message",
      key: "admin.audit.value.hotels",
      params: { count: 2, items: "Sol, Mar" },
    });
    expect(auditValueText({ module: "home", field: "items" }, "")).toEqual({
      kind: "message",
      key: "admin.audit.value.seedList",
    });
    expect(auditValueText({ module: "home", field: "background" }, "/images/uploads/x.img")).toEqual({
      kind: "image",
      url: "/images/uploads/x.img",
      key: "admin.audit.value.uploadedImage",
    });
    expect(auditValueText({ module: "home", field: "background" }, "")).toEqual({
      kind: "message",
      key: "admin.audit.value.defaultImage",
    });
    expect(auditValueText({ module: "airlines", field: "logo" }, "")).toEqual({
      kind: "message",
      key: "admin.audit.value.noLogo",
    });
    expect(auditValueText({ module: "airlines", field: "name" }, "")).toEqual({
      kind: "message",
      key: "admin.audit.value.seedName",
    });
    expect(auditValueText({ module: "texts", field: "home.title" }, "")).toEqual({
      kind: "message",
      key: "admin.audit.emptyText",
    });
  });
});

describe("auditFieldText and auditTargetText", () => {
  const entry = (module: (typeof MODULES)[number], field: string, target = "x", targetName = target) => ({
    module,
    field,
    target,
    targetName,
  });

  it("names settings, hotel fields, home lists and background slots; other keys as they are", () => {
    expect(auditFieldText(entry("settings", "enableBudgeting"))).toEqual({
      kind: "message",
      key: "admin.settings.enableBudgeting",
    });
    expect(auditFieldText(entry("hotels", "description.pt"))).toEqual({
      kind: "message",
      key: "admin.audit.field.description",
      params: { language: "pt" },
    });
    expect(auditFieldText(entry("hotels", "rating"))).toEqual({ kind: "message", key: "admin.audit.field.rating" });
    expect(auditFieldText(entry("home", "background", "hotels/desktop/en"))).toEqual({
      kind: "slot",
      slot: { pageCode: "hotels", device: "desktop", language: "en" },
    });
    expect(auditFieldText(entry("tour", "search.title"))).toEqual({ kind: "text", text: "search.title" });
    expect(auditTargetText(entry("home", "items", "promotions"))).toEqual({
      kind: "message",
      key: "admin.home.promotions",
    });
    expect(auditTargetText(entry("hotels", "rating", "100001", "Hotel Sol"))).toEqual({
      kind: "text",
      text: "Hotel Sol",
    });
  });

  test.prop([fc.constantFrom(...MODULES), fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 })], {
    numRuns: 1000,
  })("names any entry within the limit", (module, field, target) => {
    expect(lengthOf(auditFieldText(entry(module, field, target)))).toBeLessThanOrEqual(AUDIT_TEXT_MAX);
    expect(lengthOf(auditTargetText(entry(module, field, target)))).toBeLessThanOrEqual(AUDIT_TEXT_MAX);
  });
});

import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../locale/catalog.js";
import { formatMessage } from "../locale/formatMessage.js";
import { undoTextChange } from "./adminAudit.js";
import { CUSTOM_TEXT_MAX_LENGTH, templatePlaceholders, validateCustomText } from "./customText.js";

const arbName = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/);
const arbWords = fc.stringMatching(/^[A-Za-zÀ-ÿ .,!¿?]{0,40}$/);

describe("templatePlaceholders", () => {
  test.prop([fc.array(fc.tuple(arbWords, arbName), { maxLength: 4 }), arbWords], { numRuns: 1000 })(
    "names each value a template fills, once, sorted, as formatMessage fills them",
    (parts, tail) => {
      const template = parts.map(([words, name]) => `${words}{${name}}`).join("") + tail;
      const names = [...new Set(parts.map(([, name]) => name))].sort();
      expect(templatePlaceholders(template)).toEqual(names);
      const values = Object.fromEntries(names.map((name) => [name, "X"]));
      expect(formatMessage(template, values)).not.toMatch(/\{[A-Za-z]/);
    },
  );

  it("reads a plural block's counted value, and every catalog text", () => {
    expect(templatePlaceholders("{count, plural, one {# noche} other {# noches}} en {city}")).toEqual([
      "city",
      "count",
    ]);
    for (const text of Object.values(CATALOGS.es)) expect(Array.isArray(templatePlaceholders(text))).toBe(true);
  });
});

describe("validateCustomText", () => {
  const base = "Hola {name}, tenés {count, plural, one {# mensaje} other {# mensajes}}";

  test.prop([arbWords, arbWords], { numRuns: 1000 })(
    "takes a trimmed text with the catalog's placeholders, and an empty one (back to the catalog)",
    (before, after) => {
      const text = `${before}{count}${after}{name}`;
      const result = validateCustomText({ key: "k", text: ` ${text} ` }, base);
      if ([...text.trim()].length <= CUSTOM_TEXT_MAX_LENGTH)
        expect(result).toEqual(Result.succeed({ key: "k", text: text.trim() }));
      expect(validateCustomText({ key: "k", text: "  " }, base)).toEqual(Result.succeed({ key: "k", text: "" }));
    },
  );

  test.prop([arbWords.filter((text) => text.trim() !== "")], { numRuns: 1000 })(
    "refuses a text that drops a placeholder, naming the ones to keep",
    (text) => {
      expect(validateCustomText({ key: "k", text }, base)).toEqual(
        Result.fail([{ field: "text", key: "admin.texts.issue.placeholders", params: { names: "{count}, {name}" } }]),
      );
    },
  );

  test.prop([fc.anything()], { numRuns: 1000 })("never throws on junk", (junk) => {
    const result = validateCustomText(junk, "x");
    if (Result.isFailure(result)) expect(result.failure.length).toBe(1);
  });

  it("refuses an unknown key, a text that is not text, and one too long", () => {
    expect(validateCustomText({ key: "nope", text: "x" }, undefined)).toEqual(
      Result.fail([{ field: "key", key: "admin.texts.issue.key" }]),
    );
    expect(validateCustomText({ key: "k", text: 3 }, "x")).toEqual(
      Result.fail([{ field: "text", key: "admin.texts.issue.notText" }]),
    );
    expect(validateCustomText({ key: "k", text: "x".repeat(501) }, "x")).toEqual(
      Result.fail([{ field: "text", key: "admin.texts.issue.tooLong", params: { max: 500 } }]),
    );
  });
});

describe("undoTextChange", () => {
  test.prop([arbWords, arbWords, arbWords], { numRuns: 1000 })(
    "gives back the text before, only while the text is still the one recorded",
    (before, after, other) => {
      const entry = { field: "home.title", before, after, undoneBy: null };
      expect(undoTextChange(after, entry)).toEqual(
        Result.succeed({ text: before, change: { field: "home.title", before: after, after: before } }),
      );
      if (other !== after) expect(undoTextChange(other, entry)).toEqual(Result.fail({ reason: "changedSince" }));
      expect(undoTextChange(after, { ...entry, undoneBy: "9" })).toEqual(Result.fail({ reason: "alreadyUndone" }));
    },
  );
});

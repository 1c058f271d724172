import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatMessage, messagePlaceholders, pluralCategory } from "./formatMessage.js";

const name = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,11}$/);
const plainText = fc.string().filter((text) => !/[{}#]/.test(text));
const NOUNS = "{count, plural, one {# noche} other {# noches}}";

describe("formatMessage", () => {
  test.prop([fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.double()))], { numRuns: 1000 })(
    "never throws, whatever the template and parameters",
    (template, params) => {
      expect(typeof formatMessage(template, params, "es")).toBe("string");
      expect(Array.isArray(messagePlaceholders(template))).toBe(true);
    },
  );

  test.prop([fc.string().filter((text) => !text.includes("{"))], { numRuns: 1000 })(
    "a template without braces is printed as written",
    (template) => {
      expect(formatMessage(template, { anything: 1 })).toBe(template);
    },
  );

  test.prop([plainText, name, plainText, fc.oneof(plainText, fc.integer())], { numRuns: 1000 })(
    "{name} is replaced by its parameter",
    (before, key, after, value) => {
      expect(formatMessage(`${before}{${key}}${after}`, { [key]: value })).toBe(`${before}${value}${after}`);
      expect(messagePlaceholders(`${before}{${key}}${after}`)).toEqual([key]);
    },
  );

  test.prop([plainText, name], { numRuns: 1000 })("a missing parameter is left as written", (before, key) => {
    expect(formatMessage(`${before}{${key}}`, {})).toBe(`${before}{${key}}`);
  });

  test.prop([fc.integer({ min: -1_000_000, max: 1_000_000 })], { numRuns: 1000 })(
    "Spanish and English plurals take 'one' for 1 and -1 only, and # prints the count",
    (count) => {
      const expected = Math.abs(count) === 1 ? `${count} noche` : `${count} noches`;
      expect(formatMessage(NOUNS, { count }, "es")).toBe(expected);
      expect(formatMessage(NOUNS, { count }, "en")).toBe(expected);
    },
  );

  test.prop([fc.nat({ max: 1_000_000 })], { numRuns: 1000 })(
    "Brazilian Portuguese counts 0 and 1 as singular",
    (count) => {
      expect(formatMessage(NOUNS, { count }, "pt")).toBe(count <= 1 ? `${count} noche` : `${count} noches`);
    },
  );

  test.prop([fc.nat({ max: 50 }), fc.nat({ max: 50 })], { numRuns: 1000 })(
    "an exact =N branch wins over the category",
    (exact, count) => {
      const template = `{count, plural, =${exact} {exact} one {one} other {other}}`;
      const expected = count === exact ? "exact" : count === 1 ? "one" : "other";
      expect(formatMessage(template, { count }, "es")).toBe(expected);
    },
  );

  test.prop([name, plainText, fc.nat()], { numRuns: 1000 })(
    "arguments nest inside plural branches",
    (city, value, count) => {
      fc.pre(city !== "count");
      const template = `{count, plural, one {# en {${city}}} other {# en {${city}}}}`;
      expect(formatMessage(template, { count, [city]: value }, "es")).toBe(`${count} en ${value}`);
      expect(messagePlaceholders(template)).toEqual([city, "count"].sort());
    },
  );

  it("leaves a plural with a missing or non-numeric count as written", () => {
    expect(formatMessage(NOUNS, {}, "es")).toBe(NOUNS);
    expect(formatMessage(NOUNS, { count: "many" }, "es")).toBe(NOUNS);
    expect(formatMessage(`${NOUNS}!`, { count: "3" }, "es")).toBe("3 noches!");
  });

  it("prints malformed arguments literally", () => {
    expect(formatMessage("{", {})).toBe("{");
    expect(formatMessage("a } b", {})).toBe("a } b");
    expect(formatMessage("{count, plural, one {x}}", { count: 1 })).toBe("{count, plural, one {x}}");
    expect(formatMessage("{count, plural, other {x}", { count: 1 })).toBe("{count, plural, other {x}");
    expect(formatMessage("{count, plural, other {x} }", { count: 2 })).toBe("x");
    expect(formatMessage("# {a b}", { a: 1 })).toBe("# {a b}");
    expect(formatMessage("{count, plural, other {# {count, plural, other {#}}}}", { count: 2 })).toBe("2 2");
  });

  it("reads very deep nesting as text instead of recursing forever", () => {
    const deep = `${"{n, plural, other {".repeat(20)}x${"}}".repeat(20)}`;
    expect(typeof formatMessage(deep, { n: 2 })).toBe("string");
  });

  it("gives the same text for many distinct templates (the parse cache is bounded)", () => {
    for (let n = 0; n < 5000; n++) expect(formatMessage(`#${n} {x}`, { x: n })).toBe(`#${n} ${n}`);
    expect(formatMessage(NOUNS, { count: 2 }, "es")).toBe("2 noches");
  });

  test.prop([fc.constantFrom("es", "en", "pt"), fc.oneof(fc.integer(), fc.double({ noNaN: true }))], { numRuns: 1000 })(
    "answers a count asked again (from its table) as Intl.PluralRules does",
    (language, count) => {
      const expected = new Intl.PluralRules(language).select(count);
      expect(pluralCategory(language, count)).toBe(expected);
      expect(pluralCategory(language, count)).toBe(expected);
    },
  );

  it("answers past the table's bound (cleared when full)", () => {
    for (let n = 0; n < 2500; n++) expect(pluralCategory("en", n)).toBe(n === 1 ? "one" : "other");
  });

  it("uses CLDR categories", () => {
    expect(pluralCategory("es", 1)).toBe("one");
    expect(pluralCategory("es", 0)).toBe("other");
    expect(pluralCategory("pt", 0)).toBe("one");
    expect(pluralCategory("en", 2)).toBe("other");
  });
});

import { isRecord, shownInput } from "../internal/outsideInput.js";
/** Values a message can interpolate. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Plural categories of CLDR; es, en and pt use `one` and `other` (pt also puts 0 in `one`). */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

type Part =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "argument"; readonly name: string; readonly source: string }
  | { readonly kind: "hash" }
  | {
      readonly kind: "plural";
      readonly name: string;
      readonly source: string;
      readonly options: ReadonlyMap<string, readonly Part[]>;
    };

/** Deeper nesting than this is read as plain text, so a hostile template cannot exhaust the stack. */
const MAX_DEPTH = 8;
const SIMPLE_ARGUMENT = /\{\s*(\w+)\s*\}/y;
const PLURAL_HEAD = /\{\s*(\w+)\s*,\s*plural\s*,/y;
const PLURAL_SELECTOR = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
const SPACES = /\s*/y;

const matchAt = (pattern: RegExp, source: string, at: number): RegExpExecArray | null => {
  pattern.lastIndex = at;
  return pattern.exec(source);
};

const parseArgument = (
  source: string,
  start: number,
  depth: number,
): { readonly part: Part; readonly end: number } | undefined => {
  const simple = matchAt(SIMPLE_ARGUMENT, source, start);
  if (simple !== null) {
    const end = start + simple[0].length;
    return { part: { kind: "argument", name: simple[1] ?? "", source: source.slice(start, end) }, end };
  }
  if (depth >= MAX_DEPTH) return undefined;
  const head = matchAt(PLURAL_HEAD, source, start);
  if (head === null) return undefined;
  const options = new Map<string, readonly Part[]>();
  let at = start + head[0].length;
  for (;;) {
    const selector = matchAt(PLURAL_SELECTOR, source, at);
    if (selector === null) break;
    const branch = parseParts(source, at + selector[0].length, depth + 1);
    if (source[branch.end] !== "}") return undefined;
    options.set(selector[1] ?? "other", branch.parts);
    at = branch.end + 1;
  }
  at += matchAt(SPACES, source, at)?.[0].length ?? 0;
  if (source[at] !== "}" || !options.has("other")) return undefined;
  const end = at + 1;
  return { part: { kind: "plural", name: head[1] ?? "", source: source.slice(start, end), options }, end };
};

const parseParts = (
  source: string,
  start: number,
  depth: number,
): { readonly parts: readonly Part[]; readonly end: number } => {
  const parts: Part[] = [];
  let text = "";
  let at = start;
  const flush = () => {
    if (text !== "") parts.push({ kind: "text", text });
    text = "";
  };
  while (at < source.length) {
    const char = source[at];
    if (depth > 0 && char === "}") break;
    if (depth > 0 && char === "#") {
      flush();
      parts.push({ kind: "hash" });
      at += 1;
      continue;
    }
    if (char === "{") {
      const argument = parseArgument(source, at, depth);
      if (argument !== undefined) {
        flush();
        parts.push(argument.part);
        at = argument.end;
        continue;
      }
    }
    text += char;
    at += 1;
  }
  flush();
  return { parts, end: at };
};

/** Parsed templates by text; catalogs hold a few hundred, so the cache is capped only against hostile input. */
const parsedTemplates = new Map<string, readonly Part[]>();
const PARSED_TEMPLATES_CAP = 4096;

const parsedTemplate = (template: string): readonly Part[] => {
  const cached = parsedTemplates.get(template);
  if (cached !== undefined) return cached;
  const parts = parseParts(template, 0, 0).parts;
  if (parsedTemplates.size >= PARSED_TEMPLATES_CAP) parsedTemplates.clear();
  parsedTemplates.set(template, parts);
  return parts;
};

const pluralRules = new Map<string, Intl.PluralRules>();

/** The rules of a locale; a tag `Intl` refuses (a RangeError) gets Spanish's, the portal's default language. */
const pluralRulesOf = (language: string): Intl.PluralRules => {
  try {
    return new Intl.PluralRules(language);
  } catch {
    return new Intl.PluralRules("es");
  }
};
const pluralCategories = new Map<string, PluralCategory>();
/** Bounds the table of answered counts (a long session's prices and counts). */
const PLURAL_CATEGORIES_CAP = 1000;

/**
 * The CLDR plural category of a count in a language (`Intl.PluralRules`, cardinal).
 *
 * @example pluralCategory("es", 1) // "one"
 * @example pluralCategory("pt", 0) // "one" (Brazilian Portuguese counts 0 and 1 as singular)
 */
export const pluralCategory = (language: string, count: number): PluralCategory => {
  if (typeof language !== "string" || typeof count !== "number") return "other";
  // `select` is slow enough to weigh on a results page's render (every card's counts): the few counts a page shows
  // are answered from a table.
  const known = pluralCategories.get(`${language} ${count}`);
  if (known !== undefined) return known;
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = pluralRulesOf(language);
    pluralRules.set(language, rules);
  }
  const category = rules.select(count) as PluralCategory;
  if (pluralCategories.size >= PLURAL_CATEGORIES_CAP) pluralCategories.clear();
  pluralCategories.set(`${language} ${count}`, category);
  return category;
};

const render = (parts: readonly Part[], params: MessageParams, language: string, count?: number): string => {
  let out = "";
  for (const part of parts) {
    if (part.kind === "text") out += part.text;
    else if (part.kind === "hash") out += count === undefined ? "#" : String(count);
    else if (part.kind === "argument") {
      out += Object.hasOwn(params, part.name) ? shownInput(params[part.name]) : part.source;
    } else {
      const raw: unknown = Object.hasOwn(params, part.name) ? params[part.name] : undefined;
      const value = typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
      if (!Number.isFinite(value)) {
        out += part.source;
        continue;
      }
      const branch =
        part.options.get(`=${value}`) ??
        part.options.get(pluralCategory(language, value)) ??
        part.options.get("other") ??
        [];
      out += render(branch, params, language, value);
    }
  }
  return out;
};

/**
 * Fills a message template. The template language ("ICU-lite") has two forms:
 * - `{name}`: replaced by `params.name`; left as written when the parameter is missing.
 * - `{count, plural, =0 {…} one {…} other {…}}`: picks the branch for the count (`=N` exact matches first, then
 *   the CLDR category of `language`, then `other`, which is mandatory); `#` inside a branch prints the count.
 *   A missing or non-numeric count leaves the whole plural as written.
 *
 * There is no escaping: a `{` that does not start a valid argument is printed as is. Never throws.
 * Numbers print with `String(n)`: callers format money and dates before passing them.
 *
 * @example formatMessage("Se agregaron tarifas para {hotel}", { hotel: "Alvear" }, "es") // "Se agregaron tarifas para Alvear"
 * @example formatMessage("{count, plural, one {# noche} other {# noches}}", { count: 3 }, "es") // "3 noches"
 */
export const formatMessage = (template: string, params: MessageParams = {}, language = "es"): string =>
  typeof template === "string"
    ? render(parsedTemplate(template), isRecord(params) ? params : {}, typeof language === "string" ? language : "es")
    : shownInput(template);

/**
 * The names of the parameters a template uses (simple and plural arguments, including nested ones).
 *
 * @example messagePlaceholders("{count, plural, one {# de {city}} other {# de {city}}}") // ["city", "count"]
 */
export const messagePlaceholders = (template: string): readonly string[] => {
  const names = new Set<string>();
  const visit = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (part.kind === "argument") names.add(part.name);
      if (part.kind === "plural") {
        names.add(part.name);
        for (const branch of part.options.values()) visit(branch);
      }
    }
  };
  visit(parsedTemplate(template));
  return [...names].sort();
};

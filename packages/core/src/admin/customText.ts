import * as Result from "effect/Result";
import { isRecord } from "../internal/outsideInput.js";
import { type AdminIssue, adminIssue } from "./adminIssue.js";

/** The longest custom text, in characters (ours: the catalog's longest texts are a few sentences). */
export const CUSTOM_TEXT_MAX_LENGTH = 500;

const PLACEHOLDER = /\{\s*([A-Za-z_]\w*)\s*[,}]/g;

/**
 * The `{name}` placeholders a message template fills (a plural block's counted value included), sorted, each once.
 *
 * @example templatePlaceholders("{count, plural, one {# noche} other {# noches}} en {city}") // ["city", "count"]
 */
export const templatePlaceholders = (template: string): string[] =>
  [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))].sort();

/** One custom text as an administrator saves it: the catalog key and its text (empty: the catalog's own again). */
export interface CustomTextEdit {
  readonly key: string;
  readonly text: string;
}

/**
 * Reads a custom text from outside (spec 000 §3 "custom variants with overwrite"): the key must be one the catalog
 * holds (`base` is its catalog text, undefined for an unknown key), the text is trimmed, at most
 * {@link CUSTOM_TEXT_MAX_LENGTH} characters, and fills the same placeholders as the catalog's text, since the portal
 * passes those values and a text that drops or invents one would show a hole or a raw `{name}`. An empty text
 * removes the custom text.
 *
 * @example validateCustomText({ key: "home.title", text: " Encontrá tu viaje " }, "Encontrá tu próximo viaje")
 * // Result.succeed({ key: "home.title", text: "Encontrá tu viaje" })
 */
export const validateCustomText = (
  input: unknown,
  base: string | undefined,
): Result.Result<CustomTextEdit, readonly AdminIssue[]> => {
  if (!isRecord(input) || typeof input.key !== "string")
    return Result.fail([adminIssue("key", "admin.texts.issue.key")]);
  if (base === undefined) return Result.fail([adminIssue("key", "admin.texts.issue.key")]);
  if (typeof input.text !== "string") return Result.fail([adminIssue("text", "admin.texts.issue.notText")]);
  const text = input.text.trim();
  if ([...text].length > CUSTOM_TEXT_MAX_LENGTH)
    return Result.fail([adminIssue("text", "admin.texts.issue.tooLong", { max: CUSTOM_TEXT_MAX_LENGTH })]);
  const wanted = templatePlaceholders(base);
  if (text !== "" && templatePlaceholders(text).join(",") !== wanted.join(","))
    return Result.fail([
      adminIssue("text", "admin.texts.issue.placeholders", {
        names: wanted.length === 0 ? "—" : wanted.map((name) => `{${name}}`).join(", "),
      }),
    ]);
  return Result.succeed({ key: input.key, text });
};

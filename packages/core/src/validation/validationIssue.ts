import { isRecord, shownInput } from "../internal/outsideInput.js";
import { CATALOGS, type Catalog, type CatalogPart, type MessageKey, translateWith } from "../locale/catalog.js";
import type { MessageParams } from "../locale/formatMessage.js";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../locale/language.js";

/** Where a failing value sits in a form's values: property names and array indexes, outermost first. */
export type ValidationPath = readonly (string | number)[];

/**
 * One failing field of a form: data that a view renders next to the field, never a thrown string
 * (DESIGN.md: "Validators return every failing field with a message key").
 */
export interface ValidationIssue {
  /** The field, e.g. `["checkIn"]` or `["rooms", 0, "ages", 1]`. */
  readonly path: ValidationPath;
  /** The catalog key of the message. */
  readonly key: MessageKey;
  /** Values for the message's placeholders. A string value that is itself a message key is translated first. */
  readonly params?: MessageParams;
}

/** Builds an issue, leaving `params` out when there are none. */
export const validationIssue = (path: ValidationPath, key: MessageKey, params?: MessageParams): ValidationIssue =>
  params === undefined ? { path, key } : { path, key, params };

/**
 * The text of an issue in a language. Parameters that are message keys (such as the field name of
 * '{field} es requerido.') are translated before they are put in.
 *
 * @example translateIssue("es", { path: ["x"], key: "package.fieldRequired", params: { field: "package.hotelIn" } })
 * // "Entrada al hotel es requerido."
 */
export const translateIssue = (language: Language, issue: ValidationIssue): string => {
  const known = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return translateIssueWith(CATALOGS[known], known, issue);
};

/**
 * The text of an issue from a given catalog (one language only, possibly with server overrides), so that a
 * front end that loads one language at a time never needs the others.
 */
export const translateIssueWith = (
  catalog: Catalog | CatalogPart,
  language: Language,
  issue: ValidationIssue,
): string => {
  const params: Record<string, string | number> = {};
  const given: unknown = isRecord(issue) ? issue.params : undefined;
  for (const [name, value] of Object.entries(isRecord(given) ? given : {})) {
    params[name] =
      typeof value === "string" && Object.hasOwn(catalog, value)
        ? translateWith(catalog, language, value as MessageKey)
        : typeof value === "number"
          ? value
          : shownInput(value);
  }
  return translateWith(catalog, language, isRecord(issue) ? issue.key : ("" as MessageKey), params);
};

/**
 * The issues whose path starts with a prefix: what one field (or one room) of a form should show.
 *
 * @example validationIssuesAt(issues, ["rooms", 0]) // the issues of the first room
 */
export const validationIssuesAt = (issues: readonly ValidationIssue[], prefix: ValidationPath): ValidationIssue[] =>
  issues.filter((issue) => prefix.every((part, index) => issue.path[index] === part));

import type { MessageKey } from "../locale/catalog.js";
import { isBlank } from "./internal/formRules.js";
import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/** The plain values of the 'Nuevo presupuesto' form (spec 000 §3 "Budget creation payload"). */
export interface NewBudgetFormValues {
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Optional. */
  readonly comments: string;
}

/** An empty new-budget form. */
export const NEW_BUDGET_FORM_DEFAULTS: NewBudgetFormValues = { title: "", firstName: "", lastName: "", comments: "" };

/** Spec 000 §9: "Title, firstName, lastName max 150". */
export const NEW_BUDGET_FIELD_MAX_LENGTH = 150;

/** Letters of the Latin script (a-z, accented and other Latin letters such as ñ, ç, ø) and spaces. */
const LATIN_LETTER = String.raw`(?:(?=\p{L})\p{Script=Latin})`;
const PERSON_NAME_PATTERN = new RegExp(`^${LATIN_LETTER}+(?: +${LATIN_LETTER}+)*$`, "u");

/** Length in characters as a person counts them (code points after NFC), not UTF-16 units. */
const lengthOf = (text: string): number => [...text.normalize("NFC")].length;

/**
 * True when a name holds only Latin letters (accented included) and spaces (spec 000 §5 "letters (including
 * accented Latin) and spaces only"). Decomposed accents (NFD) are accepted, as they are the same letters.
 *
 * @example isPersonName("José María") // true
 * @example isPersonName("R2-D2") // false
 */
export const isPersonName = (text: string): boolean => PERSON_NAME_PATTERN.test(text.normalize("NFC").trim());

const personField = (
  field: "firstName" | "lastName",
  value: string,
  keys: { readonly required: MessageKey; readonly tooLong: MessageKey; readonly invalid: MessageKey },
): ValidationIssue[] => {
  if (isBlank(value)) return [validationIssue([field], keys.required)];
  const issues: ValidationIssue[] = [];
  if (lengthOf(value) > NEW_BUDGET_FIELD_MAX_LENGTH) {
    issues.push(validationIssue([field], keys.tooLong, { max: NEW_BUDGET_FIELD_MAX_LENGTH }));
  }
  if (!isPersonName(value)) issues.push(validationIssue([field], keys.invalid));
  return issues;
};

/**
 * Every failing field of the new-budget form (spec 000 §5, spec 002 §5): "title required, max 150 characters;
 * firstName and lastName required, max 150 characters, letters (including accented Latin) and spaces only". The
 * spec shows no messages; the catalog's `budget.*Required`, `budget.*TooLong`, `budget.*Invalid` are ours. Blank
 * text (spaces only) counts as empty.
 *
 * @example validateNewBudgetForm({ title: "Caribe", firstName: "Ana", lastName: "Pérez", comments: "" }) // []
 */
export const validateNewBudgetForm = (values: NewBudgetFormValues): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if (isBlank(values.title)) issues.push(validationIssue(["title"], "budget.titleRequired"));
  else if (lengthOf(values.title) > NEW_BUDGET_FIELD_MAX_LENGTH) {
    issues.push(validationIssue(["title"], "budget.titleTooLong", { max: NEW_BUDGET_FIELD_MAX_LENGTH }));
  }
  issues.push(
    ...personField("firstName", values.firstName, {
      required: "budget.firstNameRequired",
      tooLong: "budget.firstNameTooLong",
      invalid: "budget.firstNameInvalid",
    }),
    ...personField("lastName", values.lastName, {
      required: "budget.lastNameRequired",
      tooLong: "budget.lastNameTooLong",
      invalid: "budget.lastNameInvalid",
    }),
  );
  return issues;
};

import { isBlank, isEmailAddress } from "./internal/formRules.js";
import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/** The plain values of the newsletter box (spec 001 §3 "Newsletter: email"). */
export interface NewsletterFormValues {
  readonly email: string;
}

/** An empty newsletter box. */
export const NEWSLETTER_FORM_DEFAULTS: NewsletterFormValues = { email: "" };

/**
 * The failing field of the newsletter box. Spec 001 §2: "email required, email type"; §5 "Newsletter form is
 * validated before submit (email required)".
 *
 * @example validateNewsletterForm({ email: "ana@" }) // [{ path: ["email"], key: "newsletter.emailInvalid" }]
 */
export const validateNewsletterForm = (values: NewsletterFormValues): ValidationIssue[] => {
  if (isBlank(values.email)) return [validationIssue(["email"], "newsletter.emailRequired")];
  return isEmailAddress(values.email) ? [] : [validationIssue(["email"], "newsletter.emailInvalid")];
};

import * as Result from "effect/Result";
import { parseEmailAddress } from "../share/emailAddress.js";
import { isBlank } from "./internal/formRules.js";
import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/** The plain values of the share-by-e-mail dialog (spec 001 §3 "Share e-mail"; the hotel fields are added on send). */
export interface ShareEmailFormValues {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** The PDF variant (POST /hotel/emailPDF) rather than the plain one (POST /hotel/email). */
  readonly withPdf: boolean;
}

/** An empty share form, plain variant. */
export const SHARE_EMAIL_FORM_DEFAULTS: ShareEmailFormValues = {
  from: "",
  to: "",
  subject: "",
  body: "",
  withPdf: false,
};

/**
 * Every failing field of the share dialog. Spec 001 §5: "from and to required only for the PDF variant, message
 * 'Campo requerido'; both of e-mail type" — a filled address must be an e-mail (core's `parseEmailAddress`) in both variants.
 *
 * @example validateShareEmailForm({ ...SHARE_EMAIL_FORM_DEFAULTS, withPdf: true })
 * // [{ path: ["from"], key: "share.fieldRequired" }, { path: ["to"], key: "share.fieldRequired" }]
 */
export const validateShareEmailForm = (values: ShareEmailFormValues): ValidationIssue[] =>
  (["from", "to"] as const).flatMap((field) => {
    const value = values[field];
    if (isBlank(value)) return values.withPdf ? [validationIssue([field], "share.fieldRequired")] : [];
    return Result.isSuccess(parseEmailAddress(value)) ? [] : [validationIssue([field], "share.emailInvalid")];
  });

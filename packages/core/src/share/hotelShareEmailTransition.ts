import { type ShareEmailFormValues, validateShareEmailForm } from "../validation/shareEmailForm.js";
import type { ValidationIssue } from "../validation/validationIssue.js";

/** A text field of the share dialog. */
export type HotelShareEmailField = "from" | "to" | "subject" | "body";

/**
 * The share-by-e-mail dialog (spec 001 §2, §5, §8): `editing`, `sending` while the call runs, then `sent` ('Se ha
 * enviado tu correo.') or `failed` ('No se ha enviado tu correo'). Issues show once the visitor has tried to send
 * and then follow every edit.
 */
export interface HotelShareEmailState {
  readonly status: "editing" | "sending" | "sent" | "failed";
  readonly values: ShareEmailFormValues;
  readonly submitted: boolean;
  /** Core's `validateShareEmailForm` issues, once submitted ('Campo requerido' on from and to for the PDF variant). */
  readonly issues: readonly ValidationIssue[];
}

/** What can happen in the dialog. */
export type HotelShareEmailEvent =
  | { readonly type: "opened"; readonly withPdf: boolean }
  | { readonly type: "fieldEdited"; readonly field: HotelShareEmailField; readonly value: string }
  | { readonly type: "submitted" }
  | { readonly type: "sent" }
  | { readonly type: "failed" };

/** A closed dialog's state: the plain variant, nothing typed. */
export const HOTEL_SHARE_EMAIL_INITIAL: HotelShareEmailState = {
  status: "editing",
  values: { from: "", to: "", subject: "", body: "", withPdf: false },
  submitted: false,
  issues: [],
};

const issuesOf = (values: ShareEmailFormValues, submitted: boolean) =>
  submitted ? validateShareEmailForm(values) : [];

/**
 * The dialog's reducer. `opened` starts afresh in a variant (keeping what was typed); `submitted` goes to `sending`
 * only when core finds no issue (the caller then makes the call and reports `sent` or `failed`); an edit while
 * sending is ignored, and after a reply goes back to `editing`.
 *
 * @example hotelShareEmailTransition(HOTEL_SHARE_EMAIL_INITIAL, { type: "opened", withPdf: true })
 */
export const hotelShareEmailTransition = (
  state: HotelShareEmailState,
  event: HotelShareEmailEvent,
): HotelShareEmailState => {
  switch (event.type) {
    case "opened": {
      const values = { ...state.values, withPdf: event.withPdf };
      return { status: "editing", values, submitted: false, issues: [] };
    }
    case "fieldEdited": {
      if (state.status === "sending") return state;
      const values = { ...state.values, [event.field]: event.value };
      return { ...state, status: "editing", values, issues: issuesOf(values, state.submitted) };
    }
    case "submitted": {
      if (state.status === "sending") return state;
      const issues = validateShareEmailForm(state.values);
      return { ...state, submitted: true, issues, status: issues.length === 0 ? "sending" : "editing" };
    }
    case "sent":
      return state.status === "sending" ? { ...state, status: "sent" } : state;
    case "failed":
      return state.status === "sending" ? { ...state, status: "failed" } : state;
  }
};

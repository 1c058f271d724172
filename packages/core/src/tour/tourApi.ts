import * as Schema from "effect/Schema";
import { AdminAuditEntry } from "../admin/adminApi.js";
import { get, post, seg } from "../api/internal/endpointBuilders.js";
import { LANGUAGES } from "../locale/language.js";
import { TOUR_STEPS } from "./tourSteps.js";
import { TOUR_TEXT_FIELDS } from "./tourTexts.js";

// The product tour's calls. The spec names none; like the back office's, they are ours and the demo API's: the
// portal's texts `GET /api/tour/{language}`, and under `/api/admin/` (administrators only) their editing.

/** One step's texts as the portal shows them. */
export const TourStepTextSchema = Schema.Struct({
  step: Schema.Literals(TOUR_STEPS),
  title: Schema.String,
  text: Schema.String,
});

/** Reply of `GET /api/tour/{language}`: every step's title and text in that language, the saved ones or the defaults. */
export const TourReply = Schema.Struct({
  done: Schema.Literal(true),
  language: Schema.Literals(LANGUAGES),
  steps: Schema.Array(TourStepTextSchema),
});
export type TourReply = typeof TourReply.Type;

/** One editable tour text: its language, step and field, the default (`base`) and the saved text ("" for none). */
export const AdminTourText = Schema.Struct({
  language: Schema.Literals(LANGUAGES),
  step: Schema.Literals(TOUR_STEPS),
  field: Schema.Literals(TOUR_TEXT_FIELDS),
  base: Schema.String,
  text: Schema.String,
});
export type AdminTourText = typeof AdminTourText.Type;

/** Reply of `GET /api/admin/tour`: every language's every step's title and text. */
export const AdminTourReply = Schema.Struct({ done: Schema.Literal(true), texts: Schema.Array(AdminTourText) });
export type AdminTourReply = typeof AdminTourReply.Type;

/** Body of `POST /api/admin/tour`: which text, and its new wording ("" gives the default back). */
export const AdminSaveTourTextRequest = Schema.Struct({
  language: Schema.String,
  step: Schema.String,
  field: Schema.String,
  text: Schema.String,
});
export type AdminSaveTourTextRequest = typeof AdminSaveTourTextRequest.Type;

/** Reply of a tour text's save: the text as saved and the audit entries recorded (none when nothing changed). */
export const AdminSaveTourTextReply = Schema.Struct({
  done: Schema.Literal(true),
  text: AdminTourText,
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSaveTourTextReply = typeof AdminSaveTourTextReply.Type;

/** `GET /api/tour/{language}`. */
export const tourEndpoint = get((language: string) => `/api/tour/${seg(language)}`, TourReply);
/** `GET /api/admin/tour`. */
export const adminTourEndpoint = get(() => "/api/admin/tour", AdminTourReply);
/** `POST /api/admin/tour` with `{language, step, field, text}`. */
export const adminSaveTourTextEndpoint = post(
  () => "/api/admin/tour",
  AdminSaveTourTextRequest,
  AdminSaveTourTextReply,
);

import { Schema } from "effect";

/** Payload of `POST /api/newsletter`. Spec 001 §7: "{email}". */
export const NewsletterRequest = Schema.Struct({ email: Schema.String });
export type NewsletterRequest = typeof NewsletterRequest.Type;

/**
 * Reply of `POST /api/newsletter`. Spec 001 §7: "success or error list"; §8: errors shown 3 s, content not shown.
 * Decision: `{ success, errors }` with the server's error texts.
 */
export const NewsletterReply = Schema.Struct({
  success: Schema.Boolean,
  errors: Schema.optional(Schema.Array(Schema.String)),
});
export type NewsletterReply = typeof NewsletterReply.Type;

/**
 * Payload of `POST /hotel/email` and `POST /hotel/emailPDF`. Spec 001 §3: "Share e-mail: from, to, subject, body,
 * hotelname, hotel url, productId, tripadvisor"; §5: from and to required only for the PDF variant.
 *
 * Decisions: "hotel url" is `hotelUrl`; `tripadvisor` says whether to include the review-site rating.
 */
export const HotelShareEmailRequest = Schema.Struct({
  from: Schema.optional(Schema.String),
  to: Schema.optional(Schema.String),
  subject: Schema.String,
  body: Schema.String,
  hotelname: Schema.String,
  hotelUrl: Schema.String,
  productId: Schema.String,
  tripadvisor: Schema.Boolean,
});
export type HotelShareEmailRequest = typeof HotelShareEmailRequest.Type;

/** Reply of the share e-mail calls and of `GET /api/v1/add|del/hotel/favourite/{hotelDetailId}`. Spec 001 §7: "done". */
export const HotelDoneReply = Schema.Struct({ done: Schema.Boolean });
export type HotelDoneReply = typeof HotelDoneReply.Type;

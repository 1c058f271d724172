import * as Schema from "effect/Schema";

/** Payload of `POST /api/newsletter`. Spec 001 §7: "{email}". */
export const NewsletterRequest = Schema.Struct({ email: Schema.String });
export type NewsletterRequest = typeof NewsletterRequest.Type;

/**
 * Reply of `POST /api/newsletter`. Spec 001 §7: "success or error list"; §8: errors shown 3 s, content not shown.
 * Decision: `{ success, message, errors }` with the server's confirmation or error texts.
 */
export const NewsletterReply = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.optional(Schema.String),
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

/** A `{ done }` reply of the hotel calls. Spec 001 §7: "done". */
export const HotelDoneReply = Schema.Struct({ done: Schema.Boolean });
export type HotelDoneReply = typeof HotelDoneReply.Type;

/**
 * Reply of `POST /hotel/email` and `POST /hotel/emailPDF`. Spec 001 §7: "done". Decision: plus the server's
 * confirmation text, the mail's id and, for the PDF variant, the attachment's URL (null without one).
 */
export const HotelShareEmailReply = Schema.Struct({
  done: Schema.Boolean,
  message: Schema.optional(Schema.String),
  id: Schema.optional(Schema.String),
  attachment: Schema.optional(Schema.NullOr(Schema.String)),
});
export type HotelShareEmailReply = typeof HotelShareEmailReply.Type;

/**
 * Reply of `GET /api/v1/add/hotel/favourite/{hotelDetailId}` and `GET /api/v1/del/hotel/favourite/{hotelDetailId}`.
 * Spec 001 §7: "done"; §8 the favourite toasts. Decision: plus whether the hotel is now a favourite, whether a
 * removal removed anything, and the server's text.
 */
export const HotelFavouriteReply = Schema.Struct({
  done: Schema.Boolean,
  favourite: Schema.optional(Schema.Boolean),
  removed: Schema.optional(Schema.Boolean),
  message: Schema.optional(Schema.String),
});
export type HotelFavouriteReply = typeof HotelFavouriteReply.Type;

/** Reply of `GET /api/v1/hotel/favourites` (not in the spec: the favourite marks of a results page). */
export const HotelFavouritesReply = Schema.Struct({ done: Schema.Boolean, hotelIds: Schema.Array(Schema.String) });
export type HotelFavouritesReply = typeof HotelFavouritesReply.Type;

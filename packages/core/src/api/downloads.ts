import * as Schema from "effect/Schema";

/** Payload of `POST /hotel/pdf`. Spec 001 §7: "{url, tripadvisor}". Decision: tripadvisor = include the rating. */
export const HotelPdfRequest = Schema.Struct({ url: Schema.String, tripadvisor: Schema.Boolean });
export type HotelPdfRequest = typeof HotelPdfRequest.Type;

/** Payload of `POST /hotel/pdf/multi`. Spec 001 §7: "{id_h, tripadvisor, url}". Decision: id_h lists hotel ids. */
export const HotelPdfMultiRequest = Schema.Struct({
  id_h: Schema.Array(Schema.String),
  tripadvisor: Schema.Boolean,
  url: Schema.String,
});
export type HotelPdfMultiRequest = typeof HotelPdfMultiRequest.Type;

/** Payload of `POST /activities/pdf`. Spec 002 §7: "{url, canonicalId}". */
export const ActivitiesPdfRequest = Schema.Struct({ url: Schema.String, canonicalId: Schema.String });
export type ActivitiesPdfRequest = typeof ActivitiesPdfRequest.Type;

/**
 * Voucher parameters. Spec 002 §3: "Voucher params: bookingReferenceId, productTypeId, itemProductTypeId, email,
 * isDpkg, forceOffline". `email` is added for B2C only (§6).
 */
export const VoucherParams = Schema.Struct({
  bookingReferenceId: Schema.String,
  productTypeId: Schema.String,
  itemProductTypeId: Schema.String,
  email: Schema.optional(Schema.String),
  isDpkg: Schema.Boolean,
  forceOffline: Schema.Boolean,
});
export type VoucherParams = typeof VoucherParams.Type;

/** Payload of `POST /bookingAdmin/printVoucher`. Spec 002 §7: "{params: …}". */
export const VoucherRequest = Schema.Struct({ params: VoucherParams });
export type VoucherRequest = typeof VoucherRequest.Type;

/**
 * Reply of the PDF and voucher calls. Spec 001/002 §7: "done, file". Decision: `file` is the URL of the generated
 * document; `offline` marks a voucher rebuilt from history (spec 002 §8 'Recuperamos la información histórica de tu
 * reserva…').
 */
export const DownloadFileReply = Schema.Struct({
  done: Schema.Boolean,
  file: Schema.optional(Schema.String),
  offline: Schema.optional(Schema.Boolean),
});
export type DownloadFileReply = typeof DownloadFileReply.Type;

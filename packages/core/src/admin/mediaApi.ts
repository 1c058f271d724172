import * as Schema from "effect/Schema";
import { get, post, seg } from "../api/internal/endpointBuilders.js";
import { LANGUAGES } from "../locale/language.js";
import { AdminAuditEntry } from "./adminApi.js";
import { AdminAirlineSchema } from "./contentApi.js";
import { HOME_BACKGROUND_DEVICES, type HomeBackgroundSlot } from "./homeBackgroundSources.js";

// The back office's image calls besides the hotel gallery's (ours, under `/api/admin/`, refused 401/403 as every
// admin call): the home's background images and the airlines' logos. Each upload is a `multipart/form-data` body with
// one `file`, checked by the server with core's `checkImageUpload` as the gallery's is.

/** One home background slot as the back office shows it. */
export const AdminHomeBackgroundSchema = Schema.Struct({
  pageCode: Schema.String,
  device: Schema.Literals(HOME_BACKGROUND_DEVICES),
  language: Schema.Literals(LANGUAGES),
  /** The uploaded image's address, "" when the slot shows the product's default. */
  uploaded: Schema.String,
  /** The image the home shows (the uploaded one or the default) and a small version of it for the list. */
  url: Schema.String,
  thumbnailUrl: Schema.String,
});
export type AdminHomeBackground = typeof AdminHomeBackgroundSchema.Type;

/** Reply of `GET /api/admin/home/backgrounds`: every slot, product by product, then device, then language. */
export const AdminHomeBackgroundsReply = Schema.Struct({
  done: Schema.Literal(true),
  backgrounds: Schema.Array(AdminHomeBackgroundSchema),
});
export type AdminHomeBackgroundsReply = typeof AdminHomeBackgroundsReply.Type;

/** Reply of a background's upload: the slot as saved and the audit entries recorded. */
export const AdminSaveHomeBackgroundReply = Schema.Struct({
  done: Schema.Literal(true),
  background: AdminHomeBackgroundSchema,
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSaveHomeBackgroundReply = typeof AdminSaveHomeBackgroundReply.Type;

/** Reply of an airline's logo upload: the airline as saved (its `logo`) and the audit entries recorded. */
export const AdminSaveAirlineLogoReply = Schema.Struct({
  done: Schema.Literal(true),
  airline: AdminAirlineSchema,
  entries: Schema.Array(AdminAuditEntry),
});

/** `GET /api/admin/home/backgrounds`. */
export const adminHomeBackgroundsEndpoint = get(() => "/api/admin/home/backgrounds", AdminHomeBackgroundsReply);

/** `POST /api/admin/home/backgrounds/{pageCode}/{device}/{language}` with a `file`: the slot's new image. */
export const adminUploadHomeBackgroundEndpoint = post(
  (slot: HomeBackgroundSlot) =>
    `/api/admin/home/backgrounds/${seg(slot.pageCode)}/${seg(slot.device)}/${seg(slot.language)}`,
  Schema.Unknown,
  AdminSaveHomeBackgroundReply,
);

/** `POST /api/admin/airlines/{carrierId}/logo` with a `file`: the airline's logo, shown on the flight results. */
export const adminUploadAirlineLogoEndpoint = post(
  (carrierId: string) => `/api/admin/airlines/${seg(carrierId)}/logo`,
  Schema.Unknown,
  AdminSaveAirlineLogoReply,
);

import * as Schema from "effect/Schema";
import { get, post, seg } from "../../api/internal/endpointBuilders.js";
import { IconResult } from "../../api/locations.js";
import { AdminAuditEntry } from "../adminApi.js";

// The hotels module's calls (ours, under `/api/admin/`: 401 to nobody signed in, 403 to anyone but an administrator,
// and the portal server's cross-site guard before them). Finding a hotel is spec 000's `find-hotel`, its icons
// `find-icons`, and the index refresh after a save `insertHotel`; the rules are in hotelContent.ts.

/** A hotel's content as the module edits it (core's `HotelContent`). */
export const AdminHotelContent = Schema.Struct({
  descriptions: Schema.Struct({ es: Schema.String, en: Schema.String, pt: Schema.String }),
  rating: Schema.Int,
  amenities: Schema.Array(Schema.String),
  gallery: Schema.Array(Schema.String),
  videos: Schema.Array(Schema.String),
});
export type AdminHotelContent = typeof AdminHotelContent.Type;

/** An image the hotel has (shown or not in its gallery): its URL and its thumbnail's. */
export const AdminHotelImage = Schema.Struct({ url: Schema.String, thumbnailUrl: Schema.String });
export type AdminHotelImage = typeof AdminHotelImage.Type;

/** One hotel as the module edits it: id, name, city, content, every image it has, and its amenities' icons. */
export const AdminHotel = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  cityCode: Schema.String,
  content: AdminHotelContent,
  images: Schema.Array(AdminHotelImage),
  /** Each amenity icon the content names, as `find-icons` gives it (its `className` is the content's code). */
  icons: Schema.Array(IconResult),
});
export type AdminHotel = typeof AdminHotel.Type;

/** A destination the finder searches in (`find-hotel` takes one). */
export const AdminHotelCity = Schema.Struct({ code: Schema.String, name: Schema.String });
export type AdminHotelCity = typeof AdminHotelCity.Type;

/** Reply of `GET /api/admin/hotels`: the destinations to search hotels in. */
export const AdminHotelCitiesReply = Schema.Struct({
  done: Schema.Literal(true),
  cities: Schema.Array(AdminHotelCity),
});
export type AdminHotelCitiesReply = typeof AdminHotelCitiesReply.Type;

/** Reply of `GET /api/admin/hotels/{id}` and of an upload. */
export const AdminHotelReply = Schema.Struct({ done: Schema.Literal(true), hotel: AdminHotel });
export type AdminHotelReply = typeof AdminHotelReply.Type;

/** Body of `POST /api/admin/hotels/{id}`: the whole content, as the form holds it. */
export const AdminSaveHotelRequest = Schema.Struct({ content: AdminHotelContent });
export type AdminSaveHotelRequest = typeof AdminSaveHotelRequest.Type;

/** Reply of a save or an upload: the hotel as saved and the audit entries recorded (none when nothing changed). */
export const AdminSaveHotelReply = Schema.Struct({
  done: Schema.Literal(true),
  hotel: AdminHotel,
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSaveHotelReply = typeof AdminSaveHotelReply.Type;

/** `GET /api/admin/hotels`. */
export const adminHotelCitiesEndpoint = get(() => "/api/admin/hotels", AdminHotelCitiesReply);
/** `GET /api/admin/hotels/{id}`. */
export const adminHotelEndpoint = get((id: string) => `/api/admin/hotels/${seg(id)}`, AdminHotelReply);
/** `POST /api/admin/hotels/{id}` with `{content}`. */
export const adminSaveHotelEndpoint = post(
  (id: string) => `/api/admin/hotels/${seg(id)}`,
  AdminSaveHotelRequest,
  AdminSaveHotelReply,
);

/**
 * `POST /api/admin/hotels/{id}/images`: a `multipart/form-data` body with one `file` (the browser's form data, which
 * no Schema describes: the server checks it with `checkImageUpload`), stored with its thumbnail and added at the end
 * of the gallery; replies {@link AdminSaveHotelReply}.
 */
export const adminUploadHotelImageEndpoint = post(
  (id: string) => `/api/admin/hotels/${seg(id)}/images`,
  Schema.Unknown,
  AdminSaveHotelReply,
);

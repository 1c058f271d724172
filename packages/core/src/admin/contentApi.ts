import * as Schema from "effect/Schema";
import { ApiNumber } from "../api/apiPrimitives.js";
import { get, post, query, seg } from "../api/internal/endpointBuilders.js";
import { AdminAuditEntry } from "./adminApi.js";
import { HOME_LISTS } from "./homeContent.js";
import { POI_TYPES } from "./pois.js";

// The back office's content calls (ours, under `/api/admin/`, refused 401/403 as every admin call): points of
// interest, airline names, and the home's hotel lists. The rules they follow live in pois.ts, airlines.ts and
// homeContent.ts, which import no Schema.

/** A point of interest as the back office edits it (core's `AdminPoi`). */
export const AdminPoiSchema = Schema.Struct({
  id: Schema.String,
  city: Schema.String,
  description: Schema.String,
  latitude: ApiNumber,
  longitude: ApiNumber,
  vicinity: Schema.String,
  type: Schema.Literals(POI_TYPES),
});

/** Reply of `GET /api/admin/pois/{city}`: the destination's POIs as the portal shows them. */
export const AdminPoisReply = Schema.Struct({
  done: Schema.Literal(true),
  city: Schema.Struct({ code: Schema.String, name: Schema.String, latitude: ApiNumber, longitude: ApiNumber }),
  pois: Schema.Array(AdminPoiSchema),
});
export type AdminPoisReply = typeof AdminPoisReply.Type;

/** Body of `POST /api/admin/pois`: a POI, without an id when it is new. */
export const AdminSavePoiRequest = Schema.Struct({
  poi: Schema.Struct({ ...AdminPoiSchema.fields, id: Schema.optional(Schema.String) }),
});
export type AdminSavePoiRequest = typeof AdminSavePoiRequest.Type;

/**
 * Reply of a POI's save or removal: the POI, the audit entries recorded, and whether the index took it (`insertPoi`;
 * spec 000 §8 "a failed POI save is swallowed": the save stands, and the demo API logs 'Error Saving document into
 * index').
 */
export const AdminSavePoiReply = Schema.Struct({
  done: Schema.Literal(true),
  poi: AdminPoiSchema,
  indexed: Schema.Boolean,
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSavePoiReply = typeof AdminSavePoiReply.Type;

/** An airline as the back office lists it. */
export const AdminAirlineSchema = Schema.Struct({
  carrierId: Schema.String,
  name: Schema.String,
  seedName: Schema.String,
  /** The uploaded logo's address, "" when none (the flight results then show the name alone). */
  logo: Schema.String,
});

/** Reply of `GET /api/admin/airlines`: every airline, by code. */
export const AdminAirlinesReply = Schema.Struct({
  done: Schema.Literal(true),
  airlines: Schema.Array(AdminAirlineSchema),
});
export type AdminAirlinesReply = typeof AdminAirlinesReply.Type;

/** Body of `POST /api/admin/airlines/{carrierId}`: the name ("" gives the seed's back). */
export const AdminSaveAirlineRequest = Schema.Struct({ name: Schema.String });

/** Reply of an airline's save. */
export const AdminSaveAirlineReply = Schema.Struct({
  done: Schema.Literal(true),
  airline: AdminAirlineSchema,
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSaveAirlineReply = typeof AdminSaveAirlineReply.Type;

/** One hotel of a home list. */
export const HomeListItemSchema = Schema.Struct({ hotelId: Schema.String, title: Schema.String });

/** Reply of `GET /api/admin/home`: the promotions and the recommended hotels, in the home's order. */
export const AdminHomeReply = Schema.Struct({
  done: Schema.Literal(true),
  promotions: Schema.Array(HomeListItemSchema),
  recommended: Schema.Array(HomeListItemSchema),
});
export type AdminHomeReply = typeof AdminHomeReply.Type;

/** Body of `POST /api/admin/home/{list}`: the whole list, in order. */
export const AdminSaveHomeListRequest = Schema.Struct({ items: Schema.Array(HomeListItemSchema) });

/** Reply of a home list's save. */
export const AdminSaveHomeListReply = Schema.Struct({
  done: Schema.Literal(true),
  list: Schema.Literals(HOME_LISTS),
  items: Schema.Array(HomeListItemSchema),
  entries: Schema.Array(AdminAuditEntry),
});
export type AdminSaveHomeListReply = typeof AdminSaveHomeListReply.Type;

const Nothing = Schema.Struct({});

/** `GET /api/admin/pois/{city}`. */
export const adminPoisEndpoint = get((city: string) => `/api/admin/pois/${seg(city)}`, AdminPoisReply);
/** `POST /api/admin/pois` with `{poi}`. */
export const adminSavePoiEndpoint = post(() => "/api/admin/pois", AdminSavePoiRequest, AdminSavePoiReply);
/** `POST /api/admin/pois/{city}/{id}/remove` with `{}`. */
export const adminRemovePoiEndpoint = post(
  (city: string, id: string) => `/api/admin/pois/${seg(city)}/${seg(id)}/remove`,
  Nothing,
  AdminSavePoiReply,
);
/** `GET /api/admin/airlines?q=`. */
export const adminAirlinesEndpoint = get(
  (search: string) => `/api/admin/airlines${query({ q: search === "" ? undefined : search })}`,
  AdminAirlinesReply,
);
/** `POST /api/admin/airlines/{carrierId}` with `{name}`. */
export const adminSaveAirlineEndpoint = post(
  (carrierId: string) => `/api/admin/airlines/${seg(carrierId)}`,
  AdminSaveAirlineRequest,
  AdminSaveAirlineReply,
);
/** `GET /api/admin/home`. */
export const adminHomeEndpoint = get(() => "/api/admin/home", AdminHomeReply);
/** `POST /api/admin/home/{list}` with `{items}`. */
export const adminSaveHomeListEndpoint = post(
  (list: string) => `/api/admin/home/${seg(list)}`,
  AdminSaveHomeListRequest,
  AdminSaveHomeListReply,
);

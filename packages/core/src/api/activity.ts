import * as Schema from "effect/Schema";

/**
 * The activity calls' Schemas. The specs name activities (spec 000 §1, §2, §3) but show none of their replies;
 * core defines them once here, as GetYourGuide, Viator and Civitatis describe an activity. Amounts are integer minor
 * units with a currency code (`{ minor: 4550, currency: "USD" }` is USD 45.50), so no decimal is read from a reply.
 */
const ActivityAmount = Schema.Struct({ minor: Schema.Int, currency: Schema.String });

/** Payload of `POST /api/v1/activities/search`: `{url}`, core's `buildActivitySearchUrl`. */
export const ActivitySearchRequest = Schema.Struct({ url: Schema.String });
export type ActivitySearchRequest = typeof ActivitySearchRequest.Type;

/** One activity of a search reply, what its card and the filters read. */
export const ActivitySummary = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** One of core's `ACTIVITY_CATEGORIES`. */
  category: Schema.String,
  durationMinutes: Schema.Int,
  /** Guide languages, ISO 639-1 (core's `ACTIVITY_LANGUAGES`). */
  languages: Schema.Array(Schema.String),
  /** Start times of its slots in the searched days, `HH:mm`. */
  startTimes: Schema.Array(Schema.String),
  freeCancellation: Schema.Boolean,
  /** Out of 5. */
  rating: Schema.Finite,
  reviews: Schema.Int,
  /** The lowest adult price over the searched days. */
  priceFrom: ActivityAmount,
  /** The first image's address; empty when it has none (the default activity images stand in). */
  image: Schema.String,
  summary: Schema.String,
});
export type ActivitySummary = typeof ActivitySummary.Type;

/** Reply of `POST /api/v1/activities/search`: every activity of the search (filters, sort and pages are core's). */
export const ActivitySearchReply = Schema.Struct({
  done: Schema.Boolean,
  activities: Schema.optional(Schema.Array(ActivitySummary)),
  destination: Schema.optional(Schema.Struct({ id: Schema.String, name: Schema.String })),
  error: Schema.optional(Schema.String),
});
export type ActivitySearchReply = typeof ActivitySearchReply.Type;

/**
 * A price band: the price of one participant whose age is within `minAge`–`maxAge` (`adult`, `child`, `infant`).
 * Core's `activityPrice` reads them.
 */
export const ActivityPriceBand = Schema.Struct({
  code: Schema.Literals(["adult", "child", "infant"]),
  minAge: Schema.Int,
  maxAge: Schema.Int,
  minor: Schema.Int,
});
export type ActivityPriceBand = typeof ActivityPriceBand.Type;

/** A departure: its day, start time and the seats it has left (0: sold out). */
export const ActivitySlot = Schema.Struct({ date: Schema.String, time: Schema.String, seatsLeft: Schema.Int });
export type ActivitySlot = typeof ActivitySlot.Type;

/** An activity's detail: its summary and what the detail page shows and prices. */
export const ActivityDetail = Schema.Struct({
  ...ActivitySummary.fields,
  description: Schema.String,
  included: Schema.Array(Schema.String),
  notIncluded: Schema.Array(Schema.String),
  meetingPoint: Schema.Struct({ name: Schema.String, latitude: Schema.Finite, longitude: Schema.Finite }),
  images: Schema.Array(Schema.String),
  currency: Schema.String,
  bands: Schema.Array(ActivityPriceBand),
  /** Slots over the searched days. */
  slots: Schema.Array(ActivitySlot),
  /** Free cancellation up to this many hours before the start; absent when it cannot be cancelled for free. */
  freeCancellationHours: Schema.optional(Schema.Int),
});
export type ActivityDetail = typeof ActivityDetail.Type;

/** Reply of `GET /api/v1/activities/detail/{id}?from&to`. */
export const ActivityDetailReply = Schema.Struct({
  done: Schema.Boolean,
  activity: Schema.optional(ActivityDetail),
  error: Schema.optional(Schema.String),
});
export type ActivityDetailReply = typeof ActivityDetailReply.Type;

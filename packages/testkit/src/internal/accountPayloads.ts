import { Schema } from "effect";

// The demo API's own request Schemas for the calls whose payloads core does not (yet) describe. Spec 000 §5 rules
// are checked here so the server refuses what the portal's forms refuse.

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const required = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max));
/** Spec 000 §5: "letters (including accented Latin) and spaces only". */
const personName = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(150),
  Schema.isPattern(/^[A-Za-zÀ-ÖØ-öø-ÿ ]+$/),
);
const flag = Schema.Union([Schema.Boolean, Schema.Literals(["true", "false", "0", "1", 0, 1])]);
const idLike = Schema.Union([Schema.Int, Schema.String.check(Schema.isPattern(/^\d{1,15}$/))]);
/** An e-mail address, or an empty field (the caller decides whether it is required: "Campo requerido"). */
const email = Schema.String.check(Schema.isMaxLength(254), Schema.isPattern(/^$|^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/));

/** `POST /api/login`: an ordinary login form. */
export const LoginPayload = Schema.Struct({ username: required(100), password: required(200) });

/** `POST api/budget/create` with `{budget}` (spec 000 §3 and §5: title max 150, names letters and spaces). */
export const BudgetCreatePayload = Schema.Struct({
  budget: Schema.Struct({
    title: required(150),
    firstName: personName,
    lastName: personName,
    comments: Schema.optional(Schema.NullOr(text(2000))),
  }),
});

/** `POST api/budget/search` with `{text, page}` (spec 000 §5: "Budget search text: at least 3 characters"). */
export const BudgetSearchPayload = Schema.Struct({
  text: Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(150)),
  page: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
});

/** `POST api/budget/filter`: payload not shown by the spec; the demo's choice, every field optional. */
export const BudgetFilterPayload = Schema.Struct({
  title: Schema.optional(text(150)),
  firstName: Schema.optional(text(150)),
  lastName: Schema.optional(text(150)),
  kind: Schema.optional(Schema.Literals(["budget", "trip"])),
  withItems: Schema.optional(Schema.Boolean),
  page: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
});

/** Products the add-product call knows, and the allowed-product code (air, htl, act, trf) each needs. */
export const PRODUCT_PERMISSION = {
  hotel: "htl",
  house: "htl",
  flight: "air",
  flightHotel: "air",
  bundle: "air",
  activity: "act",
  transfer: "trf",
} as const;

/**
 * `POST api/budget/addProduct` (spec 000 §3: "product, rateId, budgetId, parameters, occupancy, optional
 * destinationId, optional alternativeProductIds"). A missing or null budgetId adds to a new budget.
 */
export const AddProductPayload = Schema.Struct({
  product: Schema.Literals(Object.keys(PRODUCT_PERMISSION) as (keyof typeof PRODUCT_PERMISSION)[]),
  rateId: required(200),
  budgetId: Schema.optional(Schema.NullOr(idLike)),
  parameters: Schema.optional(Schema.Unknown),
  occupancy: text(200),
  destinationId: Schema.optional(Schema.NullOr(Schema.Union([text(100), Schema.Int]))),
  alternativeProductIds: Schema.optional(Schema.NullOr(text(1000))),
});

/** `POST /v3/api/create/draft` with optional `isoCountryCode` (ISO 3166-1 alpha-2). */
export const DraftPayload = Schema.Struct({
  isoCountryCode: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/)))),
});

/** `POST /api/newsletter` with `{email}`; the format is checked separately so it lands in the error list. */
export const NewsletterPayload = Schema.Struct({ email: text(254) });

/** The e-mail format the share and newsletter calls accept. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `POST /hotel/email` and `/hotel/emailPDF` (spec 001 §3: "from, to, subject, body, hotelname, hotel url,
 * productId, tripadvisor"). From and to are required for the PDF variant only (spec 001 §5).
 */
export const ShareEmailPayload = Schema.Struct({
  from: Schema.optional(Schema.NullOr(email)),
  to: Schema.optional(Schema.NullOr(email)),
  subject: Schema.optional(Schema.NullOr(text(300))),
  body: Schema.optional(Schema.NullOr(text(5000))),
  hotelname: Schema.optional(Schema.NullOr(text(300))),
  url: Schema.optional(Schema.NullOr(text(2000))),
  hotelUrl: Schema.optional(Schema.NullOr(text(2000))),
  productId: Schema.optional(Schema.NullOr(Schema.Union([text(200), Schema.Int]))),
  tripadvisor: Schema.optional(Schema.NullOr(flag)),
});

/** `POST /hotel/pdf` with `{url, tripadvisor}`. */
export const HotelPdfPayload = Schema.Struct({
  url: required(2000),
  tripadvisor: Schema.optional(Schema.NullOr(flag)),
});

/** `POST /hotel/pdf/multi` with `{id_h, tripadvisor, url}`; `id_h` is a list or a comma-separated string of ids. */
export const HotelPdfMultiPayload = Schema.Struct({
  id_h: Schema.Union([
    required(2000),
    Schema.Array(Schema.Union([required(100), Schema.Int])).check(Schema.isMinLength(1)),
  ]),
  tripadvisor: Schema.optional(Schema.NullOr(flag)),
  url: text(2000),
});

/** `POST /activities/pdf` with `{url, canonicalId}`. */
export const ActivitiesPdfPayload = Schema.Struct({
  url: text(2000),
  canonicalId: Schema.Union([required(200), Schema.Int]),
});

/** `POST /bookingAdmin/printVoucher` with `{params: {bookingReferenceId, productTypeId, …}}` (spec 002 §3). */
export const VoucherPayload = Schema.Struct({
  params: Schema.Struct({
    bookingReferenceId: required(100),
    productTypeId: Schema.optional(Schema.NullOr(Schema.Union([text(50), Schema.Int]))),
    itemProductTypeId: Schema.optional(Schema.NullOr(Schema.Union([text(50), Schema.Int]))),
    email: Schema.optional(Schema.NullOr(text(254))),
    isDpkg: Schema.optional(Schema.NullOr(flag)),
    forceOffline: Schema.optional(Schema.NullOr(flag)),
  }),
});

/** `POST /api/demo/scenario` with `{names}`. */
export const ScenarioPayload = Schema.Struct({ names: Schema.Array(required(60)) });

/** Reads the spec's loose boolean flags (`true`, `"1"`, `1`…). */
export const isOn = (value: unknown): boolean => value === true || value === "true" || value === "1" || value === 1;

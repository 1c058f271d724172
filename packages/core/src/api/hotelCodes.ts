// The hotel API's plain codes, in a module without Schemas: core's functions read them from here, so a consumer
// bundling one of those functions does not keep the reply Schemas (and effect's Schema runtime) of hotelRate.ts,
// hotelSearchReply.ts and hotelCancellationPolicy.ts; api/index.ts exports them.

/** Rate-price type collected as an alternative-currency amount. Spec 001 §3: "type NMO.GBL.RPT.VGR is collected as an alternative-currency amount". */
export const HOTEL_RATE_PRICE_TYPE_VGR = "NMO.GBL.RPT.VGR";

/** Active result view. Spec 001 §2: "View modes by active view: abreviada, normal, carousel, mapa". */
export const HOTEL_ACTIVE_VIEWS = ["abreviada", "normal", "carousel", "mapa"] as const;

/** The HTTP-like status of a politics reply that carries alternative product ids. Spec 001 §7: "206 means alternative product ids in data". */
export const HOTEL_POLITICS_ALTERNATIVE_STATUS = 206;

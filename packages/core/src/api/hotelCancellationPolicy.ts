import * as Schema from "effect/Schema";
import { ApiNumber } from "./apiPrimitives.js";

/**
 * Policy and node type codes. Spec 001 §3: "Node: tipo (G free, C with cost)"; §4: "Type codes: G free, C with cost,
 * NR non-refundable (styled as cost)".
 */
export const HOTEL_POLICY_TYPE_CODES = ["G", "C", "NR"] as const;
export const HotelPolicyTypeCode = Schema.Literals(HOTEL_POLICY_TYPE_CODES);
export type HotelPolicyTypeCode = typeof HotelPolicyTypeCode.Type;

/** A policy headline. Spec 001 §3: "tipo_cancelacion {codigo, texto}" (and `tipo_modificacion`). */
export const HotelPolicyType = Schema.Struct({ codigo: HotelPolicyTypeCode, texto: Schema.String });
export type HotelPolicyType = typeof HotelPolicyType.Type;

/** A cost. Spec 001 §3: "costo {moneda, precio}" (decimal as sent). */
export const HotelPolicyCost = Schema.Struct({ moneda: Schema.String, precio: ApiNumber });
export type HotelPolicyCost = typeof HotelPolicyCost.Type;

/**
 * A node of the cancellation (or modification) timeline. Spec 001 §3: "Node: tipo (G free, C with cost),
 * fecha_formated, costo {moneda, precio}". `fecha_formated` is the server's display date, spelled as the API does.
 * Decision: `costo` is optional (a free node need not carry one).
 */
export const HotelPolicyNode = Schema.Struct({
  tipo: HotelPolicyTypeCode,
  fecha_formated: Schema.String,
  costo: Schema.optional(HotelPolicyCost),
});
export type HotelPolicyNode = typeof HotelPolicyNode.Type;

/**
 * The cancellation part. Spec 001 §3: "cancelacion {tipo_cancelacion {codigo, texto}, durante, nodos,
 * comentarios_gastos_cancelacion, no_presentacion {exists}, currencyCodeCondition, priceConditions}".
 *
 * Decisions (shapes not shown): `durante` is the free-period text shown under the headline; the comments are one
 * text (HTML allowed, sanitised by the view); `priceConditions` is the decimal amount the conditions were quoted in,
 * in `currencyCodeCondition`.
 */
export const HotelCancellation = Schema.Struct({
  tipo_cancelacion: HotelPolicyType,
  durante: Schema.optional(Schema.String),
  nodos: Schema.Array(HotelPolicyNode),
  comentarios_gastos_cancelacion: Schema.optional(Schema.String),
  /** Spec 001 §4: "a no-show note appears on the last cost node when flagged". */
  no_presentacion: Schema.optional(Schema.Struct({ exists: Schema.Boolean })),
  currencyCodeCondition: Schema.optional(Schema.String),
  priceConditions: Schema.optional(ApiNumber),
});
export type HotelCancellation = typeof HotelCancellation.Type;

/**
 * The modification part. Spec 001 §3: "modificacion {tipo_modificacion {codigo, texto}, durante, nodos,
 * comentarios_gastos_modificacion}" (optional, with its own timeline).
 */
export const HotelModification = Schema.Struct({
  tipo_modificacion: HotelPolicyType,
  durante: Schema.optional(Schema.String),
  nodos: Schema.Array(HotelPolicyNode),
  comentarios_gastos_modificacion: Schema.optional(Schema.String),
});
export type HotelModification = typeof HotelModification.Type;

/**
 * A rate's cancellation policy.
 *
 * Spec 001 §3: "Cancellation policy: cancelacion {…}, modificacion {…}, checkIn, paymentDate, deadline,
 * supplierComments (each with value), aclaracion, contractPreferencesHotel {showPaymentDate, showExpirationDate}."
 *
 * Decisions: dates (`checkIn`, `paymentDate`, `deadline`) are display strings as sent; `deadline` is the expiration
 * date shown when `contractPreferencesHotel.showExpirationDate`; `aclaracion` is the clarification note.
 */
export const HotelCancellationPolicy = Schema.Struct({
  cancelacion: HotelCancellation,
  modificacion: Schema.optional(HotelModification),
  checkIn: Schema.optional(Schema.String),
  paymentDate: Schema.optional(Schema.String),
  deadline: Schema.optional(Schema.String),
  supplierComments: Schema.optional(Schema.Array(Schema.Struct({ value: Schema.String }))),
  aclaracion: Schema.optional(Schema.String),
  contractPreferencesHotel: Schema.optional(
    Schema.Struct({ showPaymentDate: Schema.Boolean, showExpirationDate: Schema.Boolean }),
  ),
});
export type HotelCancellationPolicy = typeof HotelCancellationPolicy.Type;

/**
 * Reply of `GET /api/v1/hotels/politics/{tripProductId}/{momentFormat}/false`.
 *
 * Spec 001 §7: "status (206 means alternative product ids in data), data.cancelacion".
 *
 * Decision (shape of the 206 data not shown): `data` is always the policy (of the alternative, on 206) and, on 206,
 * also `alternativeProductIds`, the ids appended to the quote path (`/checkout/quote/hotel/{id}/{ids}`) and to the
 * budget add payload.
 */
export const HotelPoliticsReply = Schema.Struct({
  status: Schema.Int,
  data: Schema.Struct({
    ...HotelCancellationPolicy.fields,
    alternativeProductIds: Schema.optional(Schema.Array(Schema.String)),
  }),
});
export type HotelPoliticsReply = typeof HotelPoliticsReply.Type;

/**
 * Reply of `GET /checkout/quote/hotel/{tripProductID}[/{alternativeProductIds}]`.
 *
 * Spec 001 §7: "next, deadlineReached, outOfLimit, alternativeRate"; §4: "deadlineReached or outOfLimit blocks with a
 * warning; an alternative-rate reply shows a notice and redirects to the next URL". Decision: every field optional,
 * `next` is the next-step URL; an absent flag is false; `done` is false on a blocking reply.
 */
export const HotelQuoteReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  next: Schema.optional(Schema.String),
  deadlineReached: Schema.optional(Schema.Boolean),
  outOfLimit: Schema.optional(Schema.Boolean),
  alternativeRate: Schema.optional(Schema.Boolean),
});
export type HotelQuoteReply = typeof HotelQuoteReply.Type;

/**
 * Reply of the house quote `GET /checkout/quote/hotel/{tripProductID}%3FaccommodationType=HouseOrApartment` (spec 001
 * §7: "next"). Decision: the same call as the hotel quote answers the same reply, so a house can be blocked by
 * deadlineReached or outOfLimit too.
 *
 * @alias the house call's name for {@link HotelQuoteReply}
 */
export const HouseQuoteReply = HotelQuoteReply;
export type HouseQuoteReply = HotelQuoteReply;

import * as Result from "effect/Result";
import type { VoucherRequest } from "../api/downloads.js";
import type { VoucherRoute } from "../routes/portalUrls.js";

/**
 * The voucher page's rules (spec 002 §2 "/bookingAdmin/generateVoucher/{voucherType}/{bookingReferenceId}; optional
 * ?email for B2C", §3 "Voucher params: bookingReferenceId, productTypeId, itemProductTypeId, email, isDpkg,
 * forceOffline", §6 "new voucher flow only when allowed by attribute and the product type has a valid voucher type;
 * the B2C portal adds the customer {email} to the link").
 */

/** The product types of a voucher type. The spec names none: core defines one per product that has a voucher. */
export interface VoucherProduct {
  /**
   * The booking's product type (spec 000 §1 product codes htl, act, trf; ours: `pkg` for a flight-plus-hotel package,
   * `cir` for a circuit, which the spec gives no code).
   */
  readonly productTypeId: string;
  /** The item printed (a package prints its hotel). */
  readonly itemProductTypeId: string;
  readonly isDpkg: boolean;
}

/**
 * The valid voucher types. Flights (`air`) have none: the airline's e-ticket is their document.
 *
 * @example VOUCHER_TYPES.hotel // { productTypeId: "htl", itemProductTypeId: "htl", isDpkg: false }
 */
export const VOUCHER_TYPES = {
  hotel: { productTypeId: "htl", itemProductTypeId: "htl", isDpkg: false },
  activity: { productTypeId: "act", itemProductTypeId: "act", isDpkg: false },
  transfer: { productTypeId: "trf", itemProductTypeId: "trf", isDpkg: false },
  circuit: { productTypeId: "cir", itemProductTypeId: "cir", isDpkg: false },
  package: { productTypeId: "pkg", itemProductTypeId: "htl", isDpkg: true },
} as const satisfies Readonly<Record<string, VoucherProduct>>;

/** A valid voucher type. */
export type VoucherType = keyof typeof VOUCHER_TYPES;

/**
 * The voucher type of a booking's product type, or null when the product has no voucher (spec 002 §6).
 *
 * @example voucherTypeOf("act") // "activity"
 * @example voucherTypeOf("air") // null
 */
export const voucherTypeOf = (productTypeId: string): VoucherType | null =>
  (Object.keys(VOUCHER_TYPES) as VoucherType[]).find((type) => VOUCHER_TYPES[type].productTypeId === productTypeId) ??
  null;

/** Why the page cannot print: the portal keeps the old flow, the type has no voucher, or a B2C visitor's e-mail is missing. */
export type VoucherRefusal = "legacyFlow" | "noVoucherType" | "emailRequired";

/** What the voucher page knows besides its address. */
export interface VoucherContext {
  /** The portal configuration's `voucherNewFlow` (spec 002 §6 "only when allowed by attribute"). */
  readonly newFlowAllowed: boolean;
  /** True on a B2C portal, whose links carry the customer's e-mail. */
  readonly b2c: boolean;
  /** True when someone is signed in: the server then knows whose booking it is without an e-mail. */
  readonly signedIn: boolean;
  /** An e-mail the visitor typed, when the link had none. */
  readonly typedEmail: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The `POST /bookingAdmin/printVoucher` payload of a voucher page, or why there is none. The e-mail (the link's,
 * else the typed one, trimmed) is sent on B2C portals only; a B2C visitor who is not signed in needs one.
 * `forceOffline` is false: only the server knows a booking is offline.
 *
 * @example voucherRequest({ voucherType: "hotel", bookingReferenceId: "TRV-1", email: "a@b.co" }, { newFlowAllowed: true, b2c: true, signedIn: false, typedEmail: "" })
 * // Success({ params: { bookingReferenceId: "TRV-1", productTypeId: "htl", itemProductTypeId: "htl", email: "a@b.co", isDpkg: false, forceOffline: false } })
 */
export const voucherRequest = (
  route: VoucherRoute,
  context: VoucherContext,
): Result.Result<VoucherRequest, VoucherRefusal> => {
  if (!context.newFlowAllowed) return Result.fail("legacyFlow");
  if (!Object.hasOwn(VOUCHER_TYPES, route.voucherType)) return Result.fail("noVoucherType");
  const product: VoucherProduct = VOUCHER_TYPES[route.voucherType as VoucherType];
  const email = (route.email ?? context.typedEmail).trim();
  if (context.b2c && !context.signedIn && !EMAIL.test(email)) return Result.fail("emailRequired");
  return Result.succeed({
    params: {
      bookingReferenceId: route.bookingReferenceId,
      productTypeId: product.productTypeId,
      itemProductTypeId: product.itemProductTypeId,
      ...(context.b2c && email !== "" ? { email } : {}),
      isDpkg: product.isDpkg,
      forceOffline: false,
    },
  });
};

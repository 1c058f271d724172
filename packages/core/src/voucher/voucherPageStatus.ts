import type { MessageKey } from "../locale/catalog.js";
import type { VoucherRefusal } from "./voucherRequest.js";

/** Where the voucher page is: the page's own states, `voucherRequest`'s refusals, then the print call's. */
export type VoucherStatus = "invalid" | "checking" | VoucherRefusal | "printing" | "ready" | "failed";

/** What the voucher page knows at a moment. */
export interface VoucherFacts {
  /** The address reads as `/bookingAdmin/generateVoucher/{voucherType}/{bookingReferenceId}`. */
  readonly routeValid: boolean;
  /** The portal's configuration and the visitor are both known. */
  readonly known: boolean;
  /** Why `voucherRequest` refused to print, or null. */
  readonly refusal: VoucherRefusal | null;
  /** The print call's outcome: not answered yet, a file, or a failure with its HTTP status (null when none). */
  readonly print:
    | { readonly _tag: "pending" }
    | { readonly _tag: "printed" }
    | { readonly _tag: "failed"; readonly httpStatus: number | null };
  readonly b2c: boolean;
  /** The e-mail the visitor typed on the page ('' when none). */
  readonly typedEmail: string;
}

// Spec 002 §8 'Por el momento no puede realizar esta operación intente más tarde!' for any other failure.
const FAILURE_KEYS: Readonly<Record<number, MessageKey>> = {
  401: "voucher.signIn",
  403: "voucher.forbidden",
  404: "voucher.notFound",
};

/**
 * The voucher page's status and message (spec 002 §2, §7, §8). A B2C visitor's typed e-mail that is not the
 * booking's (a 401) asks for the e-mail again, saying why; any other failure names its status's message.
 *
 * @example voucherPageStatus({ routeValid: true, known: true, refusal: null, print: { _tag: "failed", httpStatus: 404 }, b2c: false, typedEmail: "" }) // { status: "failed", errorKey: "voucher.notFound" }
 */
export const voucherPageStatus = (
  facts: VoucherFacts,
): { readonly status: VoucherStatus; readonly errorKey: MessageKey | null } => {
  if (!facts.routeValid) return { status: "invalid", errorKey: null };
  if (!facts.known) return { status: "checking", errorKey: null };
  if (facts.refusal !== null) return { status: facts.refusal, errorKey: null };
  const { print } = facts;
  if (print._tag === "pending") return { status: "printing", errorKey: null };
  if (print._tag === "printed") return { status: "ready", errorKey: null };
  const errorKey = FAILURE_KEYS[print.httpStatus ?? 0] ?? "documents.failure";
  const askAgain = print.httpStatus === 401 && facts.b2c && facts.typedEmail !== "";
  return { status: askAgain ? "emailRequired" : "failed", errorKey };
};

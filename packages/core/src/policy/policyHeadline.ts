import type { HotelPolicyType } from "../api/hotelCancellationPolicy.js";

/** How a policy type is styled. Spec 001 §4: "NR non-refundable (styled as cost)". */
export type PolicyTone = "free" | "cost";

/** The headline of a policy, from its type code. */
export interface PolicyHeadline {
  /** The type code: `G`, `C` or `NR`. */
  readonly code: string;
  /** `free` for G; `cost` for C and NR. */
  readonly tone: PolicyTone;
  /** Key of the headline for the code. */
  readonly key: "policy.typeFree" | "policy.typeCost" | "policy.typeNonRefundable";
  /** The server's own text for the type (`texto`), shown when present. */
  readonly text: string | undefined;
}

/**
 * The headline of a policy type code.
 *
 * @example policyHeadline({ codigo: "NR", texto: "No reembolsable" }) // { code: "NR", tone: "cost", key: "policy.typeNonRefundable", text: "No reembolsable" }
 */
export const policyHeadline = (type: Pick<HotelPolicyType, "codigo"> & { readonly texto?: string }): PolicyHeadline => {
  const code = type.codigo;
  const text = type.texto;
  if (code === "G") return { code, tone: "free", key: "policy.typeFree", text };
  if (code === "NR") return { code, tone: "cost", key: "policy.typeNonRefundable", text };
  return { code, tone: "cost", key: "policy.typeCost", text };
};

import * as Result from "effect/Result";
import type { HotelPolicyNode } from "../api/hotelCancellationPolicy.js";
import type { Money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { type PolicyTone, policyHeadline } from "./policyHeadline.js";
import { policyText } from "./policyText.js";

/** Which side of the timeline a node sits on. Spec 001 §4: "Timeline nodes alternate sides". */
export type PolicyNodeSide = "left" | "right";

/** One node of a policy timeline. */
export interface PolicyTimelineNode {
  readonly side: PolicyNodeSide;
  readonly tone: PolicyTone;
  /** Spec 001 §4: "the first node reads 'GRATIS HOY' if free, else today and price". */
  readonly isFirst: boolean;
  /** First node: 'GRATIS HOY' when free, else 'Hoy' (shown with `date` and `price`); undefined on later nodes. */
  readonly labelKey: "policy.freeToday" | "policy.today" | undefined;
  /** The date shown: `today` on the first node, the server's `fecha_formated` on the others. */
  readonly date: string | undefined;
  /** The cost of a cost node (from `costo {moneda, precio}`). */
  readonly price: Money | undefined;
  /** Spec 001 §4: "a no-show note appears on the last cost node when flagged". */
  readonly noShow: boolean;
}

/** A node's price could not be read. */
export interface PolicyPriceError {
  readonly _tag: "PolicyPriceError";
  /** Path of the bad price, e.g. `["cancelacion", "nodos", 2, "costo", "precio"]`. */
  readonly path: readonly (string | number)[];
}

/**
 * Builds a policy timeline: nodes alternate left/right; the first reads 'GRATIS HOY' when free, else `today`
 * and its price; `noShow` marks the last cost node.
 *
 * @example policyTimeline([{ tipo: "G" }, { tipo: "C", fecha_formated: "10/12", costo: { moneda: "USD", precio: 50 } }], "21/11", true)
 */
export const policyTimeline = (
  nodes: readonly HotelPolicyNode[],
  today: string,
  noShow: boolean,
  pathPrefix: readonly (string | number)[] = ["nodos"],
): Result.Result<readonly PolicyTimelineNode[], PolicyPriceError> => {
  let lastCost = -1;
  nodes.forEach((node, index) => {
    if (policyHeadline({ codigo: node.tipo }).tone === "cost") lastCost = index;
  });
  const timeline: PolicyTimelineNode[] = [];
  for (const [index, node] of nodes.entries()) {
    const tone = policyHeadline({ codigo: node.tipo }).tone;
    let price: Money | undefined;
    if (tone === "cost" && node.costo !== undefined) {
      const converted = moneyFromDecimal(node.costo.precio, node.costo.moneda);
      if (Result.isFailure(converted))
        return Result.fail({ _tag: "PolicyPriceError", path: [...pathPrefix, index, "costo", "precio"] });
      price = converted.success;
    }
    const isFirst = index === 0;
    timeline.push({
      side: index % 2 === 0 ? "left" : "right",
      tone,
      isFirst,
      labelKey: isFirst ? (tone === "free" ? "policy.freeToday" : "policy.today") : undefined,
      date: isFirst ? (tone === "free" ? undefined : today) : policyText(node.fecha_formated),
      price,
      noShow: noShow && index === lastCost,
    });
  }
  return Result.succeed(timeline);
};

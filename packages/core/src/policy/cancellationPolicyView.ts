import * as Result from "effect/Result";
import type { HotelCancellationPolicy } from "../api/hotelCancellationPolicy.js";
import { type PolicyHeadline, policyHeadline } from "./policyHeadline.js";
import { policyText } from "./policyText.js";
import { type PolicyPriceError, type PolicyTimelineNode, policyTimeline } from "./policyTimeline.js";

/** A policy's headline, free-period text, timeline and comments (cancellation or modification). */
export interface PolicySectionView {
  readonly headline: PolicyHeadline;
  /** `durante`: the free-period text. */
  readonly freePeriodText: string | undefined;
  readonly timeline: readonly PolicyTimelineNode[];
  readonly comments: string | undefined;
}

/** Everything the loaded cancellation-policy panel shows. Spec 001 §4 "Loaded panel shows …". */
export interface CancellationPolicyView {
  readonly cancellation: PolicySectionView;
  /** The optional modification policy with its own timeline. */
  readonly modification: PolicySectionView | undefined;
  /** Shown only when `contractPreferencesHotel.showPaymentDate`. */
  readonly paymentDate: string | undefined;
  /** The `deadline`, shown only when `contractPreferencesHotel.showExpirationDate`. */
  readonly expirationDate: string | undefined;
  readonly supplierComments: readonly string[];
  /** `aclaracion`: the clarification note. */
  readonly clarification: string | undefined;
}

/**
 * Turns a politics reply's `data` into the panel's view model. `today` is the date text the first node shows
 * when it is not free (formatted by the caller, who owns the clock and the locale).
 *
 * Spec 001 §4: "Loaded panel shows type headline, free-period text, timeline, comments, optional modification
 * policy with own timeline, payment date, expiration date, supplier comments, clarification note."
 *
 * @example cancellationPolicyView(reply.data, "21/11/2026") // Result.succeed({ cancellation: { headline: …, timeline: […] }, … })
 */
export const cancellationPolicyView = (
  data: HotelCancellationPolicy,
  today: string,
): Result.Result<CancellationPolicyView, PolicyPriceError> => {
  const { cancelacion, modificacion } = data;
  const cancellationTimeline = policyTimeline(cancelacion.nodos, today, cancelacion.no_presentacion?.exists === true, [
    "cancelacion",
    "nodos",
  ]);
  if (Result.isFailure(cancellationTimeline)) return Result.fail(cancellationTimeline.failure);
  let modification: PolicySectionView | undefined;
  if (modificacion !== undefined) {
    const modificationTimeline = policyTimeline(modificacion.nodos, today, false, ["modificacion", "nodos"]);
    if (Result.isFailure(modificationTimeline)) return Result.fail(modificationTimeline.failure);
    modification = {
      headline: policyHeadline(modificacion.tipo_modificacion),
      freePeriodText: policyText(modificacion.durante),
      timeline: modificationTimeline.success,
      comments: policyText(modificacion.comentarios_gastos_modificacion),
    };
  }
  const preferences = data.contractPreferencesHotel;
  return Result.succeed({
    cancellation: {
      headline: policyHeadline(cancelacion.tipo_cancelacion),
      freePeriodText: policyText(cancelacion.durante),
      timeline: cancellationTimeline.success,
      comments: policyText(cancelacion.comentarios_gastos_cancelacion),
    },
    modification,
    paymentDate: preferences?.showPaymentDate === true ? policyText(data.paymentDate) : undefined,
    expirationDate: preferences?.showExpirationDate === true ? policyText(data.deadline) : undefined,
    supplierComments: (data.supplierComments ?? []).flatMap((comment) => {
      const value = policyText(comment.value);
      return value === undefined ? [] : [value];
    }),
    clarification: policyText(data.aclaracion),
  });
};

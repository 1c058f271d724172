import * as Result from "effect/Result";
import type { Language } from "../locale/language.js";
import { TourReply } from "../tour/tourApi.js";
import { tourTextsCall } from "../tour/tourStandIn.js";
import type { TourStep } from "../tour/tourSteps.js";
import { decodeWith } from "./decode.js";
import { answeredReply } from "./internal/answeredReply.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";

const decodeTour = decodeWith(TourReply);

/**
 * A page's tour stand-in's title and text: `step`'s, from the tour's texts in `language` (`GET /api/tour/{language}`),
 * or empty ones when the reply failed, does not decode or lacks the step (the page is then sent with the stand-in
 * that its script never shows).
 */
export const tourStandInValues = (
  replies: readonly PageFirstReply[],
  language: Language,
  step: TourStep,
): PageStandInReplyValues => {
  const reply = decodeTour(answeredReply(replies, tourTextsCall(language).path));
  const texts = Result.isSuccess(reply) ? reply.success.steps.find((text) => text.step === step) : undefined;
  return { tourTitle: texts?.title ?? "", tourText: texts?.text ?? "" };
};

import * as Result from "effect/Result";
import type { Language } from "../locale/language.js";
import { TourReply } from "../tour/tourApi.js";
import { TOUR_STAND_IN_STEP, tourStandInCalls } from "../tour/tourStandIn.js";
import { decodeWith } from "./decode.js";
import { answeredReply } from "./internal/answeredReply.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";

const decodeTour = decodeWith(TourReply);

/**
 * The home's tour stand-in's title and text: the first step's, from the tour's texts in `language` (`GET
 * /api/tour/{language}`), or empty ones when the reply failed, does not decode or lacks the step (the home is then
 * sent with the stand-in that its script never shows).
 */
export const tourStandInValues = (replies: readonly PageFirstReply[], language: Language): PageStandInReplyValues => {
  const path = tourStandInCalls("/", language)[0]?.path ?? "";
  const reply = decodeTour(answeredReply(replies, path));
  const step = Result.isSuccess(reply)
    ? reply.success.steps.find((text) => text.step === TOUR_STAND_IN_STEP)
    : undefined;
  return { tourTitle: step?.title ?? "", tourText: step?.text ?? "" };
};

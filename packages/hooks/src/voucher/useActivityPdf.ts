import { type ActivitiesPdfRequest, activitiesPdfEndpoint } from "@travesia/core";
import { type PdfResult, usePdfCall } from "../common/usePdfCall.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useActivityPdf} returns: the call's state, and the PDF's address once generated. */
export type ActivityPdfResult = PdfResult<ActivitiesPdfRequest>;

/**
 * An activity's PDF (spec 002 §7 `POST /activities/pdf {url, canonicalId}`, the payload from core's
 * `activityPdfRequest`): `generating` while the call runs (the progress notice 'Espere un momento se esta generando
 * el PDF'), then the file, or `failed` with 'Por el momento no puede realizar esta operación intente más tarde!'
 * (spec 002 §8, titled 'Download').
 *
 * @example const pdf = useActivityPdf(); pdf.actions.generate(activityPdfRequest(item));
 */
export const useActivityPdf = (): ActivityPdfResult => {
  const { world } = usePortalQuery();
  return usePdfCall((request: ActivitiesPdfRequest) =>
    fetchEndpoint(world.api, activitiesPdfEndpoint, [], { body: request }),
  );
};

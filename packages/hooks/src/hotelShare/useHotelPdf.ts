import {
  type HotelPdfMultiRequest,
  type HotelPdfRequest,
  hotelPdfEndpoint,
  hotelPdfMultiEndpoint,
} from "@travesia/core";
import { type PdfResult, usePdfCall } from "../common/usePdfCall.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useHotelPdf} returns: the call's state, and the PDF's address once generated. */
export type HotelPdfResult<Request> = PdfResult<Request>;

/**
 * A hotel's PDF (spec 001 §7 `POST /hotel/pdf {url, tripadvisor}`, the payload from core's `hotelPdfRequest`):
 * `generating` while the call runs ('Espere un momento se esta generando el PDF'), then the file's address, or
 * `failed` with 'Por el momento no puede realizar esta operación intente más tarde!' (spec 001 §8, titled Download).
 *
 * @example const pdf = useHotelPdf(); pdf.actions.generate(hotelPdfRequest(detailUrl, rateIds, false));
 */
export const useHotelPdf = (): HotelPdfResult<HotelPdfRequest> => {
  const { world } = usePortalQuery();
  return usePdfCall((request: HotelPdfRequest) => fetchEndpoint(world.api, hotelPdfEndpoint, [], { body: request }));
};

/**
 * The multi-hotel PDF (spec 001 §7 `POST /hotel/pdf/multi {id_h, tripadvisor, url}`, core's
 * `hotelPdfMultiRequest`), with the same states and texts as {@link useHotelPdf}.
 */
export const useHotelMultiPdf = (): HotelPdfResult<HotelPdfMultiRequest> => {
  const { world } = usePortalQuery();
  return usePdfCall((request: HotelPdfMultiRequest) =>
    fetchEndpoint(world.api, hotelPdfMultiEndpoint, [], { body: request }),
  );
};

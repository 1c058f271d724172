import { DownloadFileReply, HotelPdfMultiRequest } from "../downloads.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `POST /hotel/pdf/multi` with `{id_h, tripadvisor, url}`. */
export const hotelPdfMultiEndpoint = post(() => "/hotel/pdf/multi", HotelPdfMultiRequest, DownloadFileReply);

import { DownloadFileReply, HotelPdfRequest } from "../downloads.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `POST /hotel/pdf` with `{url, tripadvisor}`. */
export const hotelPdfEndpoint = post(() => "/hotel/pdf", HotelPdfRequest, DownloadFileReply);

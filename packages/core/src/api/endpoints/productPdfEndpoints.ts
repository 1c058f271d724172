import { ActivitiesPdfRequest, DownloadFileReply } from "../downloads.js";
import { post } from "../internal/endpointBuilders.js";

// Ours: the specs name no transfer or circuit document; both take the activity's `{url, canonicalId}` (spec 002 §7).
/** `POST /transfers/pdf` with `{url, canonicalId}`: the transfer search's URL and the offer's rate id. */
export const transfersPdfEndpoint = post(() => "/transfers/pdf", ActivitiesPdfRequest, DownloadFileReply);

/** `POST /circuits/pdf` with `{url, canonicalId}`: the circuit's detail URL and the departure (`{circuitId}:{YYYYMMDD}`). */
export const circuitsPdfEndpoint = post(() => "/circuits/pdf", ActivitiesPdfRequest, DownloadFileReply);

import { ActivitiesPdfRequest, DownloadFileReply } from "../downloads.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `POST /activities/pdf` with `{url, canonicalId}`. */
export const activitiesPdfEndpoint = post(() => "/activities/pdf", ActivitiesPdfRequest, DownloadFileReply);

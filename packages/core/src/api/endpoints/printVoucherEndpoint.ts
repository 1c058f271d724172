import { DownloadFileReply, VoucherRequest } from "../downloads.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `POST /bookingAdmin/printVoucher` with `{params}`. */
export const printVoucherEndpoint = post(() => "/bookingAdmin/printVoucher", VoucherRequest, DownloadFileReply);

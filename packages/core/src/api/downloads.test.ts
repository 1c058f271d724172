import { fc } from "@fast-check/vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  ActivitiesPdfRequest,
  DownloadFileReply,
  HotelPdfMultiRequest,
  HotelPdfRequest,
  VoucherRequest,
} from "./downloads.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws("HotelPdfRequest", HotelPdfRequest, fc.record({ url: fc.webUrl(), tripadvisor: fc.boolean() }), [
  { url: "/hotel/results/BUE/2026-12-01/2026-12-05/2", tripadvisor: false },
]);
schemaLaws("HotelPdfMultiRequest", HotelPdfMultiRequest, arbFromSchema(HotelPdfMultiRequest), [
  { id_h: ["HD-77", "HD-78"], tripadvisor: true, url: "/hotel/results/BUE/2026-12-01/2026-12-05/2" },
]);
schemaLaws("ActivitiesPdfRequest", ActivitiesPdfRequest, fc.record({ url: fc.webUrl(), canonicalId: fc.string() }), [
  { url: "/activities/results/BUE", canonicalId: "ACT-1" },
]);
schemaLaws("VoucherRequest", VoucherRequest, arbFromSchema(VoucherRequest), [
  {
    params: {
      bookingReferenceId: "BK-1",
      productTypeId: "HTL",
      itemProductTypeId: "HTL",
      email: "ana@example.com",
      isDpkg: false,
      forceOffline: false,
    },
  },
]);
schemaLaws("DownloadFileReply", DownloadFileReply, arbFromSchema(DownloadFileReply), [
  { done: true, file: "/downloads/hotel-77.pdf" },
  { done: true, file: "/downloads/voucher-BK-1.pdf", offline: true },
  { done: false },
]);

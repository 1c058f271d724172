import type { MessageTable } from "../../internal/defineMessages.js";
import type { documentsMessagesEs } from "../es/documents.js";

/** English texts of the documents domain. */
export const documentsMessagesEn: MessageTable<keyof typeof documentsMessagesEs> = {
  "documents.pdfProgress": "Please wait a moment, the PDF is being generated",
  "documents.failure": "This operation cannot be carried out right now, try again later!",
  "documents.failureTitle": "Download",
  "documents.offlineVoucher":
    "We retrieved the historical information of your booking. We recommend reviewing it with your agent/supplier",
  "documents.offlineVoucherTitle": "We are sorry!",
  "documents.printPdf": "Print PDF",
  "documents.downloadVoucher": "Download voucher",
};

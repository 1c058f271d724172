import type { MessageTable } from "../../internal/defineMessages.js";
import type { documentsMessagesEs } from "../es/documents.js";

/** Brazilian Portuguese texts of the documents domain. */
export const documentsMessagesPt: MessageTable<keyof typeof documentsMessagesEs> = {
  "documents.pdfProgress": "Aguarde um momento, o PDF está sendo gerado",
  "documents.failure": "No momento não é possível realizar esta operação, tente mais tarde!",
  "documents.failureTitle": "Download",
  "documents.offlineVoucher":
    "Recuperamos as informações históricas da sua reserva. Recomendamos revisá-las com seu agente/fornecedor",
  "documents.offlineVoucherTitle": "Sentimos muito!",
  "documents.printPdf": "Imprimir PDF",
  "documents.downloadVoucher": "Baixar voucher",
};

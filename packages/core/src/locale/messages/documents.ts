import { defineMessages } from "../internal/defineMessages.js";

/** PDF and voucher downloads (spec 001 §8, spec 002 §8). The failure title is 'Download' in the spec. */
export const documentsMessages = defineMessages(
  {
    "documents.pdfProgress": "Espere un momento se esta generando el PDF",
    "documents.failure": "Por el momento no puede realizar esta operación intente más tarde!",
    "documents.failureTitle": "Download",
    "documents.offlineVoucher":
      "Recuperamos la información histórica de tu reserva. Recomendamos revisar la misma con tu agente/proveedor",
    "documents.offlineVoucherTitle": "Lo sentimos!",
    "documents.printPdf": "Imprimir PDF",
    "documents.downloadVoucher": "Descargar voucher",
  },
  {
    "documents.pdfProgress": "Please wait a moment, the PDF is being generated",
    "documents.failure": "This operation cannot be carried out right now, try again later!",
    "documents.failureTitle": "Download",
    "documents.offlineVoucher":
      "We retrieved the historical information of your booking. We recommend reviewing it with your agent/supplier",
    "documents.offlineVoucherTitle": "We are sorry!",
    "documents.printPdf": "Print PDF",
    "documents.downloadVoucher": "Download voucher",
  },
  {
    "documents.pdfProgress": "Aguarde um momento, o PDF está sendo gerado",
    "documents.failure": "No momento não é possível realizar esta operação, tente mais tarde!",
    "documents.failureTitle": "Download",
    "documents.offlineVoucher":
      "Recuperamos as informações históricas da sua reserva. Recomendamos revisá-las com seu agente/fornecedor",
    "documents.offlineVoucherTitle": "Sentimos muito!",
    "documents.printPdf": "Imprimir PDF",
    "documents.downloadVoucher": "Baixar voucher",
  },
);

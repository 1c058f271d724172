/** Spanish texts of the documents domain, exactly as the spec quotes them. */
export const documentsMessagesEs = {
  "documents.pdfProgress": "Espere un momento se esta generando el PDF",
  "documents.failure": "Por el momento no puede realizar esta operación intente más tarde!",
  "documents.failureTitle": "Download",
  "documents.offlineVoucher":
    "Recuperamos la información histórica de tu reserva. Recomendamos revisar la misma con tu agente/proveedor",
  "documents.offlineVoucherTitle": "Lo sentimos!",
  "documents.printPdf": "Imprimir PDF",
  "documents.downloadVoucher": "Descargar voucher",
} as const;

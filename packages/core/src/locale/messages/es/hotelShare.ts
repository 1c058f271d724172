/** Spanish texts of sharing and printing a hotel (spec 001 §2, §8; the spec's own texts are in share and documents). */
export const hotelShareMessagesEs = {
  "hotelShare.dialogTitle": "Compartir {hotel} por correo",
  "hotelShare.withPdf": "Adjuntar el PDF del hotel",
  "hotelShare.sending": "Enviando…",
  "hotelShare.close": "Cerrar",
  "hotelShare.newTab": "(se abre en una pestaña nueva)",
  "hotelShare.downloadPdf": "Descargar PDF",
  "hotelShare.selectForPdf": "Elegir para el PDF",
  "hotelShare.multiTitle": "PDF de varios hoteles",
  "hotelShare.multiHint": "Marcá «Elegir para el PDF» en los hoteles que quieras imprimir juntos.",
  "hotelShare.multiPrint": "{count, plural, one {Imprimir PDF de # hotel} other {Imprimir PDF de # hoteles}}",
  "hotelShare.multiDownload": "Descargar el PDF de los hoteles elegidos",
  "hotelShare.multiClear": "Quitar la selección",
  "hotelShare.pdfSelected": "{count, plural, one {# hotel seleccionado} other {# hoteles seleccionados}}",
} as const;

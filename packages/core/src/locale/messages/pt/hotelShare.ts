import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelShareMessagesEs } from "../es/hotelShare.js";

/** Portuguese texts of sharing and printing a hotel. */
export const hotelShareMessagesPt: MessageTable<keyof typeof hotelShareMessagesEs> = {
  "hotelShare.dialogTitle": "Compartilhar {hotel} por e-mail",
  "hotelShare.withPdf": "Anexar o PDF do hotel",
  "hotelShare.sending": "Enviando…",
  "hotelShare.close": "Fechar",
  "hotelShare.newTab": "(abre em uma nova aba)",
  "hotelShare.downloadPdf": "Baixar PDF",
  "hotelShare.selectForPdf": "Escolher para o PDF",
  "hotelShare.multiTitle": "PDF de vários hotéis",
  "hotelShare.multiHint": "Marque “Escolher para o PDF” nos hotéis que deseja imprimir juntos.",
  "hotelShare.multiPrint": "{count, plural, one {Imprimir PDF de # hotel} other {Imprimir PDF de # hotéis}}",
  "hotelShare.multiDownload": "Baixar o PDF dos hotéis escolhidos",
  "hotelShare.multiClear": "Limpar a seleção",
  "hotelShare.pdfSelected": "{count, plural, one {# hotel selecionado} other {# hotéis selecionados}}",
};

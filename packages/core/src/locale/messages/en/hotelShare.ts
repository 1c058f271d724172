import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelShareMessagesEs } from "../es/hotelShare.js";

/** English texts of sharing and printing a hotel. */
export const hotelShareMessagesEn: MessageTable<keyof typeof hotelShareMessagesEs> = {
  "hotelShare.dialogTitle": "Share {hotel} by e-mail",
  "hotelShare.withPdf": "Attach the hotel's PDF",
  "hotelShare.sending": "Sending…",
  "hotelShare.close": "Close",
  "hotelShare.newTab": "(opens in a new tab)",
  "hotelShare.downloadPdf": "Download PDF",
  "hotelShare.selectForPdf": "Choose for the PDF",
  "hotelShare.multiTitle": "Multi-hotel PDF",
  "hotelShare.multiHint": "Tick “Choose for the PDF” on the hotels you want to print together.",
  "hotelShare.multiPrint": "{count, plural, one {Print PDF of # hotel} other {Print PDF of # hotels}}",
  "hotelShare.multiDownload": "Download the PDF of the chosen hotels",
  "hotelShare.multiClear": "Clear the selection",
  "hotelShare.pdfSelected": "{count, plural, one {# hotel selected} other {# hotels selected}}",
};

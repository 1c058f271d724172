import type { MessageTable } from "../../internal/defineMessages.js";
import type { voucherMessagesEs } from "../es/voucher.js";

/** English texts of the voucher page. */
export const voucherMessagesEn: MessageTable<keyof typeof voucherMessagesEs> = {
  "voucher.title": "Your booking voucher",
  "voucher.reference": "Booking {reference}",
  "voucher.type": "Voucher type",
  "voucher.email": "Booking e-mail",
  "voucher.emailHint": "The e-mail you booked with.",
  "voucher.emailRequired": "Enter the e-mail you booked with.",
  "voucher.generate": "Generate voucher",
  "voucher.ready": "Your voucher is ready.",
  "voucher.open": "Open the voucher (PDF)",
  "voucher.unreadable": "This voucher link cannot be read.",
  "voucher.noVoucherType": "This product has no online voucher. Please ask your agent.",
  "voucher.legacyFlow": "This portal does not generate vouchers online. Please ask your agent.",
  "voucher.forbidden": "You are not allowed to see this booking.",
  "voucher.notFound": "We could not find that booking.",
  "voucher.signIn": "Sign in or enter the booking's e-mail.",
  "voucher.activityPdf": "Activity PDF",
  "voucher.transferPdf": "Transfer PDF",
  "voucher.circuitPdf": "Tour PDF",
  "voucher.retry": "Try again",
  "voucher.downloadPdf": "Download PDF",
};

import type { MessageTable } from "../../internal/defineMessages.js";
import type { voucherMessagesEs } from "../es/voucher.js";

/** Portuguese texts of the voucher page. */
export const voucherMessagesPt: MessageTable<keyof typeof voucherMessagesEs> = {
  "voucher.title": "Voucher da sua reserva",
  "voucher.reference": "Reserva {reference}",
  "voucher.type": "Tipo de voucher",
  "voucher.email": "E-mail da reserva",
  "voucher.emailHint": "O e-mail com que você fez a reserva.",
  "voucher.emailRequired": "Informe o e-mail com que você fez a reserva.",
  "voucher.generate": "Gerar voucher",
  "voucher.ready": "Seu voucher está pronto.",
  "voucher.open": "Abrir o voucher (PDF)",
  "voucher.unreadable": "Este link de voucher não pode ser lido.",
  "voucher.noVoucherType": "Este produto não tem voucher on-line. Consulte seu agente.",
  "voucher.legacyFlow": "Este portal não gera vouchers on-line. Consulte seu agente.",
  "voucher.forbidden": "Você não tem permissão para ver esta reserva.",
  "voucher.notFound": "Não encontramos essa reserva.",
  "voucher.signIn": "Entre ou informe o e-mail da reserva.",
  "voucher.activityPdf": "PDF da atividade",
  "voucher.transferPdf": "PDF do traslado",
  "voucher.circuitPdf": "PDF do circuito",
  "voucher.retry": "Tentar novamente",
  "voucher.downloadPdf": "Baixar PDF",
};

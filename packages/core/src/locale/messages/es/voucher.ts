/** Spanish texts of the voucher page (spec 002 §2 voucher route); the spec's own texts are in documents.ts. */
export const voucherMessagesEs = {
  "voucher.title": "Voucher de tu reserva",
  "voucher.reference": "Reserva {reference}",
  "voucher.type": "Tipo de voucher",
  "voucher.email": "Correo electrónico",
  "voucher.emailHint": "El correo con el que hiciste la reserva.",
  "voucher.emailRequired": "Ingresá el correo con el que hiciste la reserva.",
  "voucher.generate": "Generar voucher",
  "voucher.ready": "Tu voucher está listo.",
  "voucher.open": "Abrir el voucher (PDF)",
  "voucher.unreadable": "Este enlace de voucher no se puede leer.",
  "voucher.noVoucherType": "Este producto no tiene voucher en línea. Consultá con tu agente.",
  "voucher.legacyFlow": "Este portal no genera vouchers en línea. Consultá con tu agente.",
  "voucher.forbidden": "No tenés permisos para ver esta reserva.",
  "voucher.notFound": "No encontramos esa reserva.",
  "voucher.signIn": "Iniciá sesión o ingresá el correo de la reserva.",
  "voucher.activityPdf": "PDF de la actividad",
} as const;

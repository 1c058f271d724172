import type { MessageTable } from "../../internal/defineMessages.js";
import type { policyMessagesEs } from "../es/policy.js";

/** Brazilian Portuguese texts of the policy domain. */
export const policyMessagesPt: MessageTable<keyof typeof policyMessagesEs> = {
  "policy.checking": "Consultando",
  "policy.compactError": "Não conseguimos obter as políticas de cancelamento",
  "policy.loadError": "Desculpe, não foi possível carregar as políticas.",
  "policy.retry": "Tente novamente",
  "policy.freeToday": "GRÁTIS HOJE",
  "policy.today": "Hoje",
  "policy.link": "Política de cancelamento",
  "policy.typeFree": "Cancelamento gratuito",
  "policy.typeCost": "Cancelamento com custos",
  "policy.typeNonRefundable": "Não reembolsável",
  "policy.freeUntil": "Cancelamento gratuito até {date}",
  "policy.costFrom": "A partir de {date}: {amount}",
  "policy.noShow": "O não comparecimento tem o mesmo custo.",
  "policy.modification": "Política de alteração",
  "policy.paymentDate": "Data de pagamento: {date}",
  "policy.expirationDate": "Data de vencimento: {date}",
  "policy.supplierComments": "Comentários do fornecedor",
  "policy.clarification": "Esclarecimento",
};

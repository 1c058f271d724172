import type { MessageTable } from "../../internal/defineMessages.js";
import type { activityMessagesEs } from "../es/activity.js";

/** Portuguese texts of activities. */
export const activityMessagesPt: MessageTable<keyof typeof activityMessagesEs> = {
  "activity.fromRequired": "Por favor, informe a data inicial.",
  "activity.toRequired": "Por favor, informe a data final.",
  "activity.toBeforeFrom": "A data final não pode ser anterior à data inicial.",
  "activity.rangeTooLong": "Escolha um período de até {days, plural, one {# dia} other {# dias}}.",
  "activity.dateFrom": "De",
  "activity.dateTo": "Até",
  "activity.searchFailed": "Falha ao recuperar os resultados",
  "activity.urlInvalid": "O endereço da busca não é válido.",
  "activity.detailFailed": "Desculpe. Sua solicitação não pôde ser concluída neste momento.",
};

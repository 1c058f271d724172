import type { MessageTable } from "../../internal/defineMessages.js";
import type { flightResultsMessagesEs } from "../es/flightResults.js";

/** Portuguese texts of the flight results page. */
export const flightResultsMessagesPt: MessageTable<keyof typeof flightResultsMessagesEs> = {
  "flightResults.title": "Voos para {city}",
  "flightResults.urlInvalid": "Não conseguimos ler esta busca. Revise os dados e busque novamente.",
  "flightResults.empty": "Não encontramos voos para a busca solicitada",
  "flightResults.count": "{count, plural, one {# resultado} other {# resultados}}",
  "flightResults.choose": "Escolher",
  "flightResults.chosen": "Escolhido",
  "flightResults.chooseFlight": "Escolher o voo de {leg} das {time}",
  "flightResults.bookingClass": "Classe {code}",
  "flightResults.equipment": "Aeronave: {name}",
  "flightResults.connection": "Conexão em {city}",
  "flightResults.train": "Trem",
  "flightResults.hideDetail": "Ocultar detalhes",
  "flightResults.hideInfo": "Ocultar informações",
  "flightResults.rulesLoading": "Carregando as regras da tarifa…",
  "flightResults.rulesFailed": "Não conseguimos carregar as regras da tarifa",
  "flightResults.seats": "{count, plural, one {# assento} other {# assentos}} na classe {code}",
  "flightResults.perPassenger": "por passageiro",
  "flightResults.total": "Preço final",
  "flightResults.results": "Resultados de voos",
  "flightResults.selection": "Sua seleção",
  "flightResults.editSearch": "Alterar busca",
};

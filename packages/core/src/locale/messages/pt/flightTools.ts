import type { MessageTable } from "../../internal/defineMessages.js";
import type { flightToolsMessagesEs } from "../es/flightTools.js";

/** Portuguese texts of the flight results tools: the filter panel's controls and the date grid. */
export const flightToolsMessagesPt: MessageTable<keyof typeof flightToolsMessagesEs> = {
  "flightTools.applyPrice": "Aplicar faixa de preço",
  "flightTools.applySchedule": "Aplicar horários de {leg}",
  "flightTools.priceMinimum": "Preço mínimo",
  "flightTools.priceMaximum": "Preço máximo",
  "flightTools.fromPrice": "a partir de {price}",
  "flightTools.serviceClassAll": "Todas as classes",
  "flightTools.scheduleDay": "Dia",
  "flightTools.anyDay": "Qualquer dia",
  "flightTools.dateGridTitle": "Preços por data",
  "flightTools.dateGridCaptionRound": "Menor preço por data de ida (linhas) e de volta (colunas)",
  "flightTools.dateGridCaptionOneWay": "Menor preço por data de ida",
  "flightTools.dateGridCheapest": "Mais barato",
  "flightTools.dateGridNoFlights": "Sem voos",
  "flightTools.dateGridSearched": "Sua busca",
  "flightTools.dateGridCellRound": "Ida {departure}, volta {returnDate}: {price}",
  "flightTools.dateGridCellOneWay": "Ida {departure}: {price}",
  "flightTools.dateGridLoading": "Buscando preços por data…",
};

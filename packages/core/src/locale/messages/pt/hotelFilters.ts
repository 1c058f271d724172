import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelFiltersMessagesEs } from "../es/hotelFilters.js";

/** Brazilian Portuguese texts of the hotel filter sidebar. */
export const hotelFiltersMessagesPt: MessageTable<keyof typeof hotelFiltersMessagesEs> = {
  "hotelFilters.recommended": "Recomendados",
  "hotelFilters.rateType": "Tipo de tarifa",
  "hotelFilters.searchedByName": "Você buscou pelo nome do hotel: este filtro não pode ser alterado.",
  "hotelFilters.rangeMin": "Mínimo",
  "hotelFilters.rangeMax": "Máximo",
  "hotelFilters.starsRange": "De {min} a {max} estrelas",
  "hotelFilters.reviewValue": "{value} de 5",
  "hotelFilters.reviewRange": "De {min} a {max} pontos",
  "hotelFilters.distanceValue": "{distance} km",
  "hotelFilters.poiChosen": "Perto de {name}",
  "hotelFilters.poiChooseFirst": "Escolha um ponto de interesse para filtrar por distância.",
  "hotelFilters.poiNoCenter": "Não há um local de referência para buscar pontos de interesse.",
  "hotelFilters.showAll": "{count, plural, one {Ver mais # opção} other {Ver mais # opções}}",
  "hotelFilters.showFewer": "Ver menos",
  "hotelFilters.openPanel": "Filtrar",
  "hotelFilters.showResults": "Ver resultados",
};

import type { MessageTable } from "../../internal/defineMessages.js";
import type { locationMessagesEs } from "../es/location.js";

/** Brazilian Portuguese texts of the location domain. */
export const locationMessagesPt: MessageTable<keyof typeof locationMessagesEs> = {
  "location.placeDetailError": "Error calling Places API",
  "location.indexSaveError": "Error Saving document into index",
  "location.recentSearches": "Buscas recentes",
  "location.placeholder": "Cidade, hotel ou ponto de interesse",
  "location.typeCity": "Cidade",
  "location.typeAirport": "Aeroporto",
  "location.typeHotel": "Hotel",
  "location.typePoi": "Ponto de interesse",
  "location.typeRegion": "Região",
  "location.searching": "Buscando destinos…",
  "location.noResults": "Não encontramos destinos com esse nome",
};

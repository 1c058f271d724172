import { defineMessages } from "../internal/defineMessages.js";

/** Location autocomplete, recent searches and places (spec 000 §3, §5, §8; spec 001 §5). */
export const locationMessages = defineMessages(
  {
    "location.placeDetailError": "Error calling Places API",
    "location.indexSaveError": "Error Saving document into index",
    "location.recentSearches": "Búsquedas recientes",
    "location.placeholder": "Ciudad, hotel o punto de interés",
    "location.typeCity": "Ciudad",
    "location.typeAirport": "Aeropuerto",
    "location.typeHotel": "Hotel",
    "location.typePoi": "Punto de interés",
    "location.typeRegion": "Región",
    "location.searching": "Buscando destinos…",
    "location.noResults": "No encontramos destinos con ese nombre",
  },
  {
    "location.placeDetailError": "Error calling Places API",
    "location.indexSaveError": "Error Saving document into index",
    "location.recentSearches": "Recent searches",
    "location.placeholder": "City, hotel or point of interest",
    "location.typeCity": "City",
    "location.typeAirport": "Airport",
    "location.typeHotel": "Hotel",
    "location.typePoi": "Point of interest",
    "location.typeRegion": "Region",
    "location.searching": "Searching destinations…",
    "location.noResults": "We found no destination with that name",
  },
  {
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
  },
);

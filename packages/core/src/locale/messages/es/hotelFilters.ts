/**
 * Spanish texts of the hotel filter sidebar that the spec does not quote (spec 001 §2 'Filtrar Por'); the quoted ones
 * ('Filtrar Por', block titles) live in `shell` and `hotel`.
 */
export const hotelFiltersMessagesEs = {
  "hotelFilters.recommended": "Recomendados",
  "hotelFilters.rateType": "Tipo de tarifa",
  "hotelFilters.searchedByName": "Buscaste por nombre de hotel: este filtro no se puede cambiar.",
  "hotelFilters.rangeMin": "Mínimo",
  "hotelFilters.rangeMax": "Máximo",
  "hotelFilters.starsRange": "De {min} a {max} estrellas",
  "hotelFilters.reviewValue": "{value} de 5",
  "hotelFilters.reviewRange": "De {min} a {max} puntos",
  "hotelFilters.distanceValue": "{distance} km",
  "hotelFilters.poiChosen": "Cerca de {name}",
  "hotelFilters.poiChooseFirst": "Elegí un punto de interés para filtrar por distancia.",
  "hotelFilters.poiNoCenter": "No hay una ubicación de referencia para buscar puntos de interés.",
  "hotelFilters.showAll": "{count, plural, one {Ver # opción más} other {Ver # opciones más}}",
  "hotelFilters.showFewer": "Ver menos",
  "hotelFilters.openPanel": "Filtrar",
  "hotelFilters.showResults": "Ver resultados",
} as const;

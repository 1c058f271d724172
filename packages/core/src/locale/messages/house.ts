import { defineMessages } from "../internal/defineMessages.js";

/** Holiday houses (spec 001 §2, §3, §8). */
export const houseMessages = defineMessages(
  {
    "house.soldOut":
      "Hemos vendido la última habitación disponible de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.",
    "house.passengers": "Pasajeros",
    "house.passengersCount": "{count, plural, one {# pasajero} other {# pasajeros}}",
    "house.searchTitle": "Casas y departamentos",
    "house.noResults": "No encontramos casas para la búsqueda solicitada",
    "house.seeDetail": "Ver propiedad",
  },
  {
    "house.soldOut":
      "We have sold the last available room of that property at that price. Please try other properties or dates.",
    "house.passengers": "Guests",
    "house.passengersCount": "{count, plural, one {# guest} other {# guests}}",
    "house.searchTitle": "Houses and apartments",
    "house.noResults": "We found no houses for the requested search",
    "house.seeDetail": "See property",
  },
  {
    "house.soldOut":
      "Vendemos o último quarto disponível dessa propriedade por esse valor. Por favor, tente outras propriedades ou datas.",
    "house.passengers": "Hóspedes",
    "house.passengersCount": "{count, plural, one {# hóspede} other {# hóspedes}}",
    "house.searchTitle": "Casas e apartamentos",
    "house.noResults": "Não encontramos casas para a busca solicitada",
    "house.seeDetail": "Ver propriedade",
  },
);

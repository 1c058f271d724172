import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelMapMessagesEs } from "../es/hotelMap.js";

/** Brazilian Portuguese texts of the hotel results map. */
export const hotelMapMessagesPt: MessageTable<keyof typeof hotelMapMessagesEs> = {
  "hotelMap.region": "Mapa de hotéis",
  "hotelMap.loading": "Carregando o mapa…",
  "hotelMap.hotel": "{name}, a partir de {price}",
  "hotelMap.hotelNoPrice": "{name}, sem preço disponível",
  "hotelMap.cluster": "{count, plural, one {# hotel} other {# hotéis}} aqui: aproximar",
  "hotelMap.poi": "Ponto de interesse: {name}, raio de {radius} km",
  "hotelMap.poiUnnamed": "Ponto de interesse, raio de {radius} km",
  "hotelMap.info": "Hotel selecionado",
  "hotelMap.zoomIn": "Aproximar",
  "hotelMap.zoomOut": "Afastar",
};

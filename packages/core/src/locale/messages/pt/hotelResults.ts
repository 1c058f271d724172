import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelResultsMessagesEs } from "../es/hotelResults.js";

/** Portuguese texts of the hotel and house results page. */
export const hotelResultsMessagesPt: MessageTable<keyof typeof hotelResultsMessagesEs> = {
  "hotelResults.sortBestValue": "Melhor opção",
  "hotelResults.sortPriceAsc": "Preço: do menor ao maior",
  "hotelResults.sortPriceDesc": "Preço: do maior ao menor",
  "hotelResults.sortCategoryDesc": "Categoria: da maior à menor",
  "hotelResults.sortCategoryAsc": "Categoria: da menor à maior",
  "hotelResults.sortReview": "Avaliação dos viajantes",
  "hotelResults.sortName": "Nome",
  "hotelResults.sortDistance": "Distância",
  "hotelResults.badUrl": "Não conseguimos ler esta busca. Confira os dados e busque novamente.",
  "hotelResults.title": "Resultados de hotéis",
  "hotelResults.houseTitle": "Resultados de casas",
  "hotelResults.summary": "Sua busca",
  "hotelResults.checkIn": "Entrada",
  "hotelResults.checkOut": "Saída",
  "hotelResults.progress": "Progresso da busca",
  "hotelResults.searchStopped": "Busca interrompida",
  "hotelResults.priceMode": "Mostrar preços",
  "hotelResults.viewMode": "Visualização",
  "hotelResults.found": "{count, plural, =0 {Nenhuma hospedagem} one {# hospedagem} other {# hospedagens}}",
  "hotelResults.streetView": "Ver no Street View",
  "hotelResults.streetViewNewTab": "(abre em uma nova aba)",
  "hotelResults.galleryError": "Não conseguimos carregar as imagens deste hotel.",
  "hotelResults.noDescription": "Esta hospedagem não tem descrição.",
  "hotelResults.similarHotels": "Hospedagens semelhantes",
  "hotelResults.offersBanner": "Oferta",
  "hotelResults.loadingMore": "Carregando resultados…",
};

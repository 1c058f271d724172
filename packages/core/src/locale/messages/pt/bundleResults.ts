import type { MessageTable } from "../../internal/defineMessages.js";
import type { bundleResultsMessagesEs } from "../es/bundleResults.js";

/** Portuguese texts of the bundle results page. */
export const bundleResultsMessagesPt: MessageTable<keyof typeof bundleResultsMessagesEs> = {
  "bundleResults.title": "Pacotes de férias",
  "bundleResults.allTitle": "Nossas propostas",
  "bundleResults.count": "{count, plural, one {# pacote} other {# pacotes}}",
  "bundleResults.loading": "Buscando pacotes…",
  "bundleResults.error": "Não conseguimos recuperar os pacotes.",
  "bundleResults.retry": "Tentar novamente",
  "bundleResults.empty": "Não há pacotes para esta busca. Tente outros meses ou temas.",
  "bundleResults.unreadable": "Não conseguimos ler esta busca.",
  "bundleResults.chosen": "Sua busca",
  "bundleResults.anyChoice": "Todos os destinos, meses e temas",
  "bundleResults.closeForm": "Fechar busca",
  "bundleResults.nights": "{count, plural, one {# noite} other {# noites}}",
  "bundleResults.from": "A partir de",
  "bundleResults.perPerson": "por pessoa",
  "bundleResults.firstDeparture": "Primeira saída: {date}",
  "bundleResults.months": "Saídas",
  "bundleResults.gridTitle": "Menor preço por mês e destino",
  "bundleResults.gridHint": "Escolha um preço para ver os pacotes desse destino nesse mês.",
  "bundleResults.gridDestination": "Destino",
  "bundleResults.gridCheapest": "Mais barato do mês",
  "bundleResults.gridNone": "Sem saídas",
  "bundleResults.gridOpen": "{destination}, {month}: a partir de",
  "bundleResults.previous": "Anteriores",
  "bundleResults.next": "Seguintes",
  "bundleResults.gridRows": "Destinos {from} a {to} de {count}",
  "bundleResults.listTitle": "Pacotes",
};

import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelRatesMessagesEs } from "../es/hotelRates.js";

/** Portuguese texts of the rooms tab, the policy panel and the checkout summary. */
export const hotelRatesMessagesPt: MessageTable<keyof typeof hotelRatesMessagesEs> = {
  "hotelRates.title": "Tarifas disponíveis",
  "hotelRates.loading": "Carregando tarifas…",
  "hotelRates.empty": "Não há tarifas disponíveis para este hotel.",
  "hotelRates.retry": "Tente novamente",
  "hotelRates.loadingMore": "Buscando mais tarifas…",
  "hotelRates.roomOccupancy":
    "{adults, plural, one {# adulto} other {# adultos}}{children, plural, =0 {} one {, # criança} other {, # crianças}}",
  "hotelRates.policyClose": "Fechar política",
  "hotelRates.timeline": "Linha do tempo da política",
  "hotelRates.cost": "Custo",
  "hotelRates.quoting": "Cotando",
  "hotelRates.navigate": "Continuar",
  "hotelRates.checkoutTitle": "Resumo da sua cotação",
  "hotelRates.checkoutLoading": "Recuperando a cotação…",
  "hotelRates.checkoutLoadError": "Não conseguimos recuperar a cotação.",
  "hotelRates.checkoutNotFound": "A tarifa cotada não existe mais.",
  "hotelRates.checkoutHotel": "Hotel",
  "hotelRates.checkoutStay": "Estadia",
  "hotelRates.checkoutCheckIn": "Entrada",
  "hotelRates.checkoutCheckOut": "Saída",
  "hotelRates.checkoutRooms": "Quartos",
  "hotelRates.checkoutBoard": "Regime",
  "hotelRates.checkoutTotal": "Total",
  "hotelRates.checkoutAlternative": "Selecionamos uma tarifa alternativa semelhante à escolhida.",
  "hotelRates.checkoutNextStep": "O pagamento e os dados dos passageiros são preenchidos na próxima etapa.",
  "hotelRates.checkoutBackHome": "Voltar ao início",
};

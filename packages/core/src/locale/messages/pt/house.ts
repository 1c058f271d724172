import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseMessagesEs } from "../es/house.js";

/** Brazilian Portuguese texts of the house domain. */
export const houseMessagesPt: MessageTable<keyof typeof houseMessagesEs> = {
  "house.soldOut":
    "Vendemos o último quarto disponível dessa propriedade por esse valor. Por favor, tente outras propriedades ou datas.",
  "house.passengers": "Hóspedes",
  "house.passengersCount": "{count, plural, one {# hóspede} other {# hóspedes}}",
  "house.searchTitle": "Casas e apartamentos",
  "house.noResults": "Não encontramos casas para a busca solicitada",
  "house.seeDetail": "Ver propriedade",
  "house.bedrooms": "{count, plural, =0 {quitinete} one {# quarto} other {# quartos}}",
};

import type { MessageTable } from "../../internal/defineMessages.js";
import type { findHashMessagesEs } from "../es/findHash.js";

/** Portuguese texts of the search-result hash routes. */
export const findHashMessagesPt: MessageTable<keyof typeof findHashMessagesEs> = {
  "findHash.notOfferedTransfer": "Os traslados não são oferecidos neste portal. Busque hotéis, voos ou pacotes.",
  "findHash.notOfferedNetsuite": "Essa busca não é oferecida neste portal. Busque hotéis, voos ou pacotes.",
  "findHash.missing": "Faltam no link de busca: {fields}. Preencha e toque em Buscar.",
  "findHash.invalid": "Não conseguimos usar do link de busca: {fields}. Revise e toque em Buscar.",
  "findHash.field.destination": "destino",
  "findHash.field.origins": "origem",
  "findHash.field.checkIn": "data de entrada",
  "findHash.field.checkOut": "data de saída",
  "findHash.field.rooms": "quartos",
  "findHash.field.departure": "data de ida",
  "findHash.field.return": "data de volta",
  "findHash.field.passengers": "passageiros",
};

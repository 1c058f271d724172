import type { MessageTable } from "../../internal/defineMessages.js";
import type { findHashMessagesEs } from "../es/findHash.js";

/** Portuguese texts of the search-result hash routes. */
export const findHashMessagesPt: MessageTable<keyof typeof findHashMessagesEs> = {
  "findHash.notOfferedTransfer": "Os traslados não são oferecidos neste portal. Busque hotéis, voos ou pacotes.",
  "findHash.notOfferedNetsuite": "Essa busca não é oferecida neste portal. Busque hotéis, voos ou pacotes.",
  "findHash.missing": "Faltam no link de busca: {fields}. Preencha e toque em Buscar.",
  "findHash.invalid": "Não conseguimos usar do link de busca: {fields}. Revise e toque em Buscar.",
  "findHash.fieldDestination": "destino",
  "findHash.fieldOrigins": "origem",
  "findHash.fieldCheckIn": "data de entrada",
  "findHash.fieldCheckOut": "data de saída",
  "findHash.fieldRooms": "quartos",
  "findHash.fieldDeparture": "data de ida",
  "findHash.fieldReturn": "data de volta",
  "findHash.fieldPassengers": "passageiros",
  "findHash.notOfferedActivity": "As atividades não são oferecidas neste portal. Busque hotéis, voos ou pacotes.",
  "findHash.notOfferedCircuit": "Os circuitos não são oferecidos neste portal. Busque hotéis, voos ou pacotes.",
  "findHash.fieldDateFrom": "data inicial",
  "findHash.fieldDateTo": "data final",
  "findHash.fieldParticipants": "participantes",
  "findHash.fieldMonth": "mês de saída",
  "findHash.fieldTravellers": "viajantes",
};

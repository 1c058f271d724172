import type { MessageTable } from "../../internal/defineMessages.js";
import type { circuitMessagesEs } from "../es/circuit.js";

/** Portuguese texts of circuits the shared pieces show. */
export const circuitMessagesPt: MessageTable<keyof typeof circuitMessagesEs> = {
  "circuit.monthRequired": "Por favor, escolha o mês de saída.",
  "circuit.searchFailed": "Falha ao recuperar os resultados",
  "circuit.urlInvalid": "O endereço da busca não é válido.",
  "circuit.detailFailed": "Desculpe. Sua solicitação não pôde ser concluída neste momento.",
};

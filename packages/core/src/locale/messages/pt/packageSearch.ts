import type { MessageTable } from "../../internal/defineMessages.js";
import type { packageSearchMessagesEs } from "../es/packageSearch.js";

/** Portuguese texts of the package search's states. */
export const packageSearchMessagesPt: MessageTable<keyof typeof packageSearchMessagesEs> = {
  "packageSearch.urlInvalid": "Não conseguimos ler esta busca. Revise os dados e busque novamente.",
  "packageSearch.failed": "Falha ao recuperar os resultados",
  "packageSearch.empty": "Não encontramos pacotes para a busca solicitada",
};

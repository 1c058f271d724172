import type { MessageTable } from "../../internal/defineMessages.js";
import type { selectMessagesEs } from "../es/select.js";

/** Brazilian Portuguese texts of the select domain. */
export const selectMessagesPt: MessageTable<keyof typeof selectMessagesEs> = {
  "select.loadError": "Erro ao carregar os resultados",
  "select.noResults": "Nenhum resultado encontrado",
  "select.searching": "Buscando...",
  "select.tooManyCharacters": "Você digitou caracteres demais",
  "select.loadingMore": "Carregando mais resultados",
  "select.tooManySelected": "Não é possível escolher tantos resultados",
  "select.minCharacters": "Digite pelo menos 3 caracteres",
  "select.remove": "Remover {item}",
};

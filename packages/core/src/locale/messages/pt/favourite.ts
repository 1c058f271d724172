import type { MessageTable } from "../../internal/defineMessages.js";
import type { favouriteMessagesEs } from "../es/favourite.js";

/** Brazilian Portuguese texts of the favourite domain. */
export const favouriteMessagesPt: MessageTable<keyof typeof favouriteMessagesEs> = {
  "favourite.title": "Favorito",
  "favourite.added": "O hotel foi adicionado aos seus favoritos!",
  "favourite.removed": "O hotel foi removido dos seus favoritos!",
  "favourite.failureTitle": "Ops!",
  "favourite.failure": "No momento não é possível realizar esta operação, tente mais tarde!",
  "favourite.add": "Adicionar aos favoritos",
  "favourite.remove": "Remover dos favoritos",
};

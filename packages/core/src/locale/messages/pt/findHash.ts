import type { MessageTable } from "../../internal/defineMessages.js";
import type { findHashMessagesEs } from "../es/findHash.js";

/** Portuguese texts of the search-result hash routes. */
export const findHashMessagesPt: MessageTable<keyof typeof findHashMessagesEs> = {
  "findHash.notOfferedTransfer": "Os traslados não são oferecidos neste portal. Busque hotéis, voos ou pacotes.",
  "findHash.notOfferedNetsuite": "Essa busca não é oferecida neste portal. Busque hotéis, voos ou pacotes.",
};

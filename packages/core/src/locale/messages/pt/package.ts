import type { MessageTable } from "../../internal/defineMessages.js";
import type { packageMessagesEs } from "../es/package.js";

/** Brazilian Portuguese texts of the package domain. */
export const packageMessagesPt: MessageTable<keyof typeof packageMessagesEs> = {
  "package.originRequired": "Informe pelo menos uma origem.",
  "package.destinationRequired": "Informe um destino.",
  "package.dateRequired": "Informe uma data.",
  "package.dateOutsideFlightRange": "Deve estar dentro do período do voo.",
  "package.fieldRequired": "{field} é obrigatório.",
  "package.origins": "Origem",
  "package.destination": "Destino",
  "package.differentHotel": "Quero me hospedar em outro destino",
  "package.partialHotel": "Quero hospedagem só por parte da estadia",
  "package.accommodationCity": "Cidade de hospedagem",
  "package.hotelIn": "Entrada no hotel",
  "package.hotelOut": "Saída do hotel",
  "package.removeRoom": "Remover quarto",
  "package.removeRoomNumber": "Remover quarto {number}",
  "package.addRoom": "Adicionar quarto",
  "package.detailTitle": "Detalhes do pacote",
  "package.recommended": "Opção recomendada",
};

import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseDetailMessagesEs } from "../es/houseDetail.js";

/** Portuguese texts of the hotel and house detail pages. */
export const houseDetailMessagesPt: MessageTable<keyof typeof houseDetailMessagesEs> = {
  "houseDetail.stay": "Sua estadia",
  "houseDetail.map": "Localização",
  "houseDetail.reviewImage": "Avaliação de {name} no site de avaliações",
  "houseDetail.photo": "{name}, foto {index} de {count}",
  "houseDetail.openPhoto": "Ampliar a foto {index} de {count}",
  "houseDetail.previousPhoto": "Foto anterior",
  "houseDetail.nextPhoto": "Próxima foto",
  "houseDetail.closePhoto": "Fechar",
  "houseDetail.noAvailability": "Esta propriedade não tem disponibilidade nas datas escolhidas.",
};

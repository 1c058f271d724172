import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseDetailMessagesEs } from "../es/houseDetail.js";

/** Portuguese texts of the hotel and house detail pages. */
export const houseDetailMessagesPt: MessageTable<keyof typeof houseDetailMessagesEs> = {
  "houseDetail.title": "Detalhes da propriedade",
  "houseDetail.quote": "Reservar",
  "houseDetail.quoting": "Reservando…",
  "houseDetail.unavailable": "Indisponível",
  "houseDetail.stay": "Sua estadia",
  "houseDetail.map": "Localização",
  "houseDetail.mapLabel": "Mapa da localização de {name}",
  "houseDetail.reviews": "Avaliações",
  "houseDetail.reviewScore": "Nota dos viajantes: {value} de 5",
  "houseDetail.reviewImage": "Avaliação de {name} no site de avaliações",
  "houseDetail.photo": "{name}, foto {index} de {count}",
  "houseDetail.openPhoto": "Ampliar a foto {index} de {count}",
  "houseDetail.previousPhoto": "Foto anterior",
  "houseDetail.nextPhoto": "Próxima foto",
  "houseDetail.closePhoto": "Fechar",
  "houseDetail.seeDetail": "Ver detalhes",
  "houseDetail.opensNewTab": "{name} (abre em uma nova aba)",
  "houseDetail.noAvailability": "Esta propriedade não tem disponibilidade nas datas escolhidas.",
};

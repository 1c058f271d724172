import type { MessageTable } from "../../internal/defineMessages.js";
import type { adminTourMessagesEs } from "../es/adminTour.js";

/** Portuguese texts of the back office's product tour module. */
export const adminTourMessagesPt: MessageTable<keyof typeof adminTourMessagesEs> = {
  "admin.module.tour": "Guia do portal",
  "admin.tour.intro":
    "Os textos de cada passo do guia que os visitantes veem na primeira vez. Vazio: o texto original.",
  "admin.tour.language": "Idioma",
  "admin.tour.step": "Passo {number}: {name}",
  "admin.tour.step.search": "o buscador",
  "admin.tour.step.filters": "os filtros de resultados",
  "admin.tour.step.addToBudget": "o botão de adicionar ao orçamento",
  "admin.tour.title": "Título",
  "admin.tour.text": "Texto",
  "admin.tour.original": "Original",
  "admin.tour.save": "Salvar o passo {number}",
  "admin.tour.saved": "Passo salvo.",
  "admin.tour.issue.target": "O guia não tem esse texto.",
};

import type { MessageTable } from "../../internal/defineMessages.js";
import type { bundleMessagesEs } from "../es/bundle.js";

/** Brazilian Portuguese texts of the bundle domain. */
export const bundleMessagesPt: MessageTable<keyof typeof bundleMessagesEs> = {
  "bundle.adjustSearch": "Ajustar busca",
  "bundle.explore": "Explorar nossas propostas",
  "bundle.destination": "Destino",
  "bundle.period": "Mês da viagem",
  "bundle.periodPlaceholder": "Quando você quer viajar?",
  "bundle.themes": "Temáticas",
  "bundle.starred": "Destaques",
  "bundle.all": "Todos",
  "bundle.destinationRequired": "Escolha pelo menos um destino ou uma temática.",
};

import { defineMessages } from "../internal/defineMessages.js";

/** Dynamic vacation bundles (spec 002 §2, §3). The bundle form spells 'Ajustar Búsqueda' with a capital B. */
export const bundleMessages = defineMessages(
  {
    "bundle.adjustSearch": "Ajustar Búsqueda",
    "bundle.explore": "Explorar nuestras propuestas",
    "bundle.destination": "Destino",
    "bundle.period": "Mes de viaje",
    "bundle.periodPlaceholder": "¿Cuándo querés viajar?",
    "bundle.themes": "Temáticas",
    "bundle.starred": "Destacados",
    "bundle.all": "Todos",
    "bundle.destinationRequired": "Elegí al menos un destino o una temática.",
  },
  {
    "bundle.adjustSearch": "Adjust search",
    "bundle.explore": "Explore our proposals",
    "bundle.destination": "Destination",
    "bundle.period": "Travel month",
    "bundle.periodPlaceholder": "When do you want to travel?",
    "bundle.themes": "Themes",
    "bundle.starred": "Featured",
    "bundle.all": "All",
    "bundle.destinationRequired": "Choose at least one destination or theme.",
  },
  {
    "bundle.adjustSearch": "Ajustar busca",
    "bundle.explore": "Explorar nossas propostas",
    "bundle.destination": "Destino",
    "bundle.period": "Mês da viagem",
    "bundle.periodPlaceholder": "Quando você quer viajar?",
    "bundle.themes": "Temáticas",
    "bundle.starred": "Destaques",
    "bundle.all": "Todos",
    "bundle.destinationRequired": "Escolha pelo menos um destino ou uma temática.",
  },
);

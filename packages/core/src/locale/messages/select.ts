import { defineMessages } from "../internal/defineMessages.js";

/** Select and multi-select widget messages (spec 000 §5, spec 002 §5, §8). */
export const selectMessages = defineMessages(
  {
    "select.loadError": "Error al cargar los resultados",
    "select.noResults": "No se encontraron resultados",
    "select.searching": "Buscando...",
    "select.tooManyCharacters": "Ingresó demasiados caracteres",
    "select.loadingMore": "Obteniendo más resultados",
    "select.tooManySelected": "No se pueden elegir tantos resultados",
    "select.minCharacters": "Ingrese al menos 3 caracteres",
    "select.remove": "Quitar {item}",
  },
  {
    "select.loadError": "Error loading the results",
    "select.noResults": "No results found",
    "select.searching": "Searching...",
    "select.tooManyCharacters": "You entered too many characters",
    "select.loadingMore": "Loading more results",
    "select.tooManySelected": "You cannot choose that many results",
    "select.minCharacters": "Enter at least 3 characters",
    "select.remove": "Remove {item}",
  },
  {
    "select.loadError": "Erro ao carregar os resultados",
    "select.noResults": "Nenhum resultado encontrado",
    "select.searching": "Buscando...",
    "select.tooManyCharacters": "Você digitou caracteres demais",
    "select.loadingMore": "Carregando mais resultados",
    "select.tooManySelected": "Não é possível escolher tantos resultados",
    "select.minCharacters": "Digite pelo menos 3 caracteres",
    "select.remove": "Remover {item}",
  },
);

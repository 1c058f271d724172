import type { MessageKey } from "../locale/catalog.js";
import { SELECT_AUTOCOMPLETE_MIN_CHARS } from "../location/autocompleteTiming.js";

/** The longest term a select widget sends (ours). */
export const SELECT_MAX_TERM = 60;

/** What a select widget knows when it decides what to tell. */
export interface SelectWidgetState {
  readonly term: string;
  /** The search's state for this term. */
  readonly status: "idle" | "loading" | "loadingMore" | "error" | "ready";
  readonly resultCount: number;
  /** How many are chosen, and how many may be (1 for a single choice). */
  readonly selectedCount: number;
  readonly maxSelected: number;
}

/**
 * The message a select widget shows (spec 000 §5 "Select widget messages", the portal catalog's `select.*` texts),
 * or null for none: too many chosen wins, then a term too long, too short ('Ingrese al menos 3 caracteres', §5), the
 * search's state ('Buscando...', 'Obteniendo más resultados', 'Error al cargar los resultados') and, once answered
 * with nothing, 'No se encontraron resultados'.
 *
 * @example selectWidgetMessage({ term: "ae", status: "idle", resultCount: 0, selectedCount: 0, maxSelected: 1 }) // "select.minCharacters"
 */
export const selectWidgetMessage = (state: SelectWidgetState): MessageKey | null => {
  if (state.selectedCount > state.maxSelected) return "select.tooManySelected";
  const length = [...state.term.trim()].length;
  if (length > SELECT_MAX_TERM) return "select.tooManyCharacters";
  if (length < SELECT_AUTOCOMPLETE_MIN_CHARS) return length === 0 ? null : "select.minCharacters";
  if (state.status === "loading") return "select.searching";
  if (state.status === "loadingMore") return "select.loadingMore";
  if (state.status === "error") return "select.loadError";
  if (state.status === "ready" && state.resultCount === 0) return "select.noResults";
  return null;
};

import type { AdminMessageKey } from "./adminMessages.js";

/** Spec 000 §9: "minimum 3 characters in select widgets (delay 250 ms)". */
export const SELECT_MIN_TERM = 3;
/** Spec 000 §9: the select widget's delay before it searches, milliseconds. */
export const SELECT_DELAY_MS = 250;
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
 * The message a select widget shows (spec 000 §5 "Select widget messages"), or null for none: too many chosen wins,
 * then a term too long, too short ('Ingrese al menos 3 caracteres', §5), the search's state ('Buscando...',
 * 'Obteniendo más resultados', 'Error al cargar los resultados') and, once answered with nothing, 'No se encontraron
 * resultados'.
 *
 * @example selectWidgetMessage({ term: "ae", status: "idle", resultCount: 0, selectedCount: 0, maxSelected: 1 }) // "admin.select.tooShort"
 */
export const selectWidgetMessage = (state: SelectWidgetState): AdminMessageKey | null => {
  if (state.selectedCount > state.maxSelected) return "admin.select.tooMany";
  const length = [...state.term.trim()].length;
  if (length > SELECT_MAX_TERM) return "admin.select.tooLong";
  if (length < SELECT_MIN_TERM) return length === 0 ? null : "admin.select.tooShort";
  if (state.status === "loading") return "admin.select.searching";
  if (state.status === "loadingMore") return "admin.select.loadingMore";
  if (state.status === "error") return "admin.select.error";
  if (state.status === "ready" && state.resultCount === 0) return "admin.select.noResults";
  return null;
};

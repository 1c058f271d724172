import { BUDGET_SEARCH_MIN_CHARS } from "../budget/budgetWidget.js";
import { LOCATION_AUTOCOMPLETE_MIN_CHARS, SELECT_AUTOCOMPLETE_MIN_CHARS } from "../location/autocompleteTiming.js";
import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/**
 * Where a search term is typed: a location box (2+), a select / multi-place select or a POI search (3+), or the
 * budget widget's search (3+).
 */
export type SearchTermContext = "location" | "select" | "poi" | "budgetSearch";

/** The minimum characters of each context (the constants live in `location` and `budget`). */
export const searchTermMinLength = (context: SearchTermContext): number =>
  context === "location"
    ? LOCATION_AUTOCOMPLETE_MIN_CHARS
    : context === "budgetSearch"
      ? BUDGET_SEARCH_MIN_CHARS
      : SELECT_AUTOCOMPLETE_MIN_CHARS;

/**
 * Whether a typed term is long enough to search, as an issue on `["term"]`. Blanks at the ends do not count.
 *
 * Spec 000 §5: "Autocomplete select fields require at least 3 characters: 'Ingrese al menos 3 caracteres'. Location
 * autocomplete queries from 2 characters; an empty term shows locally stored recent locations"; "Budget search text:
 * at least 3 characters". Spec 001 §5: "3+ for generic and POI search". An empty location term or budget search is
 * not an error (recent locations, or the full list, are shown); an empty select term is.
 *
 * @example validateSearchTerm("ro", "select") // [{ path: ["term"], key: "select.minCharacters" }]
 * @example validateSearchTerm("ro", "location") // []
 */
export const validateSearchTerm = (term: string, context: SearchTermContext): ValidationIssue[] => {
  const length = [...term.trim()].length;
  const min = searchTermMinLength(context);
  if (length >= min) return [];
  switch (context) {
    case "select":
    case "poi":
      return [validationIssue(["term"], "select.minCharacters")];
    case "location":
      return length === 0 ? [] : [validationIssue(["term"], "forms.textTooShort", { min })];
    case "budgetSearch":
      return length === 0 ? [] : [validationIssue(["term"], "budget.searchTooShort", { min })];
  }
};

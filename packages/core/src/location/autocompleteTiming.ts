/**
 * When an autocomplete may query, and how long it waits after the last keystroke.
 *
 * Spec 000 §5: "Autocomplete select fields require at least 3 characters: 'Ingrese al menos 3 caracteres'.
 * Location autocomplete queries from 2 characters". Spec 000 §9: "minimum 3 characters in select widgets (delay
 * 250 ms), minimum 2 for location lookup; destination box delay 500 ms (home, houses), 750 ms elsewhere."
 */

/** Spec 000 §9: "minimum 2 for location lookup". */
export const LOCATION_AUTOCOMPLETE_MIN_CHARS = 2;
/** Spec 000 §9: "minimum 3 characters in select widgets". */
export const SELECT_AUTOCOMPLETE_MIN_CHARS = 3;
/** Spec 000 §9: select widgets "delay 250 ms". */
export const SELECT_AUTOCOMPLETE_DELAY_MS = 250;
/** Spec 000 §9: "destination box delay 500 ms (home, houses)". */
export const DESTINATION_AUTOCOMPLETE_HOME_DELAY_MS = 500;
/** Spec 000 §9: destination box "750 ms elsewhere". */
export const DESTINATION_AUTOCOMPLETE_DEFAULT_DELAY_MS = 750;

/**
 * Where an autocomplete sits: a multi-place select widget, a destination box on a given page, or the hotel results'
 * point-of-interest search (spec 001 §5 "3+ for generic and POI search"; §9 "Autocomplete delay 500 ms (home,
 * houses) or 750 ms": a results-page box, so 750 ms).
 */
export type AutocompleteContext = "select" | "homeDestination" | "housesDestination" | "destination" | "poi";

/**
 * The debounce delay of an autocomplete.
 *
 * @example autocompleteDelayMs("select") // 250
 * @example autocompleteDelayMs("housesDestination") // 500
 */
export const autocompleteDelayMs = (context: AutocompleteContext): number => {
  switch (context) {
    case "select":
      return SELECT_AUTOCOMPLETE_DELAY_MS;
    case "homeDestination":
    case "housesDestination":
      return DESTINATION_AUTOCOMPLETE_HOME_DELAY_MS;
    case "destination":
    case "poi":
      return DESTINATION_AUTOCOMPLETE_DEFAULT_DELAY_MS;
  }
};

/** The minimum typed characters before an autocomplete queries: 3 in select widgets and POI search, 2 for locations. */
export const autocompleteMinChars = (context: AutocompleteContext): number =>
  context === "select" || context === "poi" ? SELECT_AUTOCOMPLETE_MIN_CHARS : LOCATION_AUTOCOMPLETE_MIN_CHARS;

/**
 * Whether a term is long enough to query (blanks at the ends do not count).
 *
 * @example autocompleteQueryAllowed("ro", "destination") // true
 * @example autocompleteQueryAllowed("ro", "select") // false — shows 'Ingrese al menos 3 caracteres'
 */
export const autocompleteQueryAllowed = (term: string, context: AutocompleteContext): boolean =>
  term.trim().length >= autocompleteMinChars(context);

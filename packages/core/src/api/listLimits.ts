/**
 * The most suggestions or options a list reply is read for: a person picks from a screenful, never from thousands.
 * Decision (spec 000 §3 names the suggestion's fields, not how many): 50, past what any autocomplete draws.
 */
export const SUGGESTION_LIST_LIMIT = 50;

/**
 * The most results a results reply is read for (hotels, houses, flight solutions): the demo's busiest flight pair
 * sends 10,000 solutions, and no city sells more hotels; past it, a reply's cost would grow with no use to anyone.
 */
export const RESULTS_LIST_LIMIT = 10_000;

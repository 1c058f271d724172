import * as Result from "effect/Result";
import { parseQuery, type QueryPairs } from "../routes/urlCodec.js";

/** Reads a saved filter query with a product's filter parser; a query either refuses gives `null`. Never throws. */
export const filtersFromSavedQuery = <F>(
  query: string,
  parse: (pairs: QueryPairs) => Result.Result<F, unknown>,
): F | null => {
  const pairs = parseQuery(query.startsWith("?") ? query.slice(1) : query, "savedSearchFilters");
  if (Result.isFailure(pairs)) return null;
  const filters = parse(pairs.success);
  return Result.isSuccess(filters) ? filters.success : null;
};

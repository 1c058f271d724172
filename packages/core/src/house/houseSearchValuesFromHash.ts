import * as Result from "effect/Result";
import { parseFindHash } from "../routes/findHashRoute.js";
import { parseQuery, queryValue } from "../routes/urlCodec.js";
import { HOUSE_SEARCH_FORM_DEFAULTS, type HouseSearchFormValues } from "../validation/houseSearchForm.js";

/**
 * The house search a `find-house` hash holds, for the house box to restore (spec 001 §2 "Pages find-hotel and
 * find-house restore the search from the URL"; spec 000 §2 hash routes `find-{product}/{destinationName}/
 * {destinationId}`), with `checkIn`, `checkOut` and `passengers` read from the hash's query. Kept for links written
 * before house searches got their results URL: core no longer writes these hashes for house searches
 * (`houseSearchTarget` leads to the house results URL, read back by `houseSearchValuesFromResultsUrl`). `undefined` for any
 * other hash, or a query with a malformed escape. A leading `/` or `#` is allowed. Never throws; the values still
 * go through the house validator, and a passengers count that is not a whole number falls back to the default 2.
 *
 * Names come back with spaces restored before capitals (spec 000 §2), so "Mar del Plata" returns as
 * "Mardel Plata": the spec's rule for these hashes.
 *
 * @example houseSearchValuesFromHash("#find-house/Roma/7?checkIn=2026-12-01&checkOut=2026-12-08&passengers=3")
 * // { destinationId: "7", destinationName: "Roma", checkIn: "2026-12-01", checkOut: "2026-12-08", passengers: 3 }
 */
export const houseSearchValuesFromHash = (hash: string): HouseSearchFormValues | undefined => {
  const text = hash.replace(/^\/?#/, "");
  const question = text.indexOf("?");
  const path = question === -1 ? text : text.slice(0, question);
  const route = parseFindHash(path);
  if (Result.isFailure(route) || route.success.product !== "house") return undefined;
  const query = parseQuery(question === -1 ? "" : text.slice(question + 1), "findHash");
  if (Result.isFailure(query)) return undefined;
  const passengers = Number(queryValue(query.success, "passengers") ?? HOUSE_SEARCH_FORM_DEFAULTS.passengers);
  return {
    destinationId: route.success.destinationId,
    destinationName: route.success.destinationName,
    checkIn: queryValue(query.success, "checkIn") ?? "",
    checkOut: queryValue(query.success, "checkOut") ?? "",
    passengers: Number.isInteger(passengers) ? passengers : HOUSE_SEARCH_FORM_DEFAULTS.passengers,
  };
};

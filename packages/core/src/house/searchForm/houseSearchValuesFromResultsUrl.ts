import * as Result from "effect/Result";
import { formatDestinationId } from "../../routes/destinationId.js";
import { parseHouseResultsUrl } from "../../routes/houseResultsUrl.js";
import type { HouseSearchFormValues } from "./houseSearchForm.js";

/**
 * The house box's values a house results URL holds (the inverse of `houseSearchTarget`), for the box to restore the
 * search (spec 001 §2 "Pages find-hotel and find-house restore the search from the URL"); `undefined` for any other
 * URL. Passengers are every guest of the URL's group (adults and children). Never throws.
 *
 * @example houseSearchValuesFromResultsUrl("/house/results/Mar%20del%20Plata/MDQ/2026-12-01/2026-12-08/4-0")
 * // { destinationId: "MDQ", destinationName: "Mar del Plata", checkIn: "2026-12-01", checkOut: "2026-12-08", passengers: 4 }
 */
export const houseSearchValuesFromResultsUrl = (url: string): HouseSearchFormValues | undefined => {
  const route = parseHouseResultsUrl(url);
  if (Result.isFailure(route)) return undefined;
  const { destinationName, destination, checkIn, checkOut, passengers } = route.success;
  return {
    destinationId: formatDestinationId(destination),
    destinationName,
    checkIn,
    checkOut,
    passengers: passengers.adults + passengers.children,
  };
};

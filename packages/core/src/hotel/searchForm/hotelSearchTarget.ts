import * as Result from "effect/Result";
import { buildHotelResultsUrl } from "../../routes/hotelResultsUrl.js";
import {
  type SearchTargetResult,
  searchTargetDate,
  searchTargetDestination,
  searchTargetNavigate,
} from "../../search/searchTarget.js";
import type { HotelSearchFormValues } from "./hotelSearchForm.js";

/**
 * Where a valid hotel search box leads: spec 001 §2 "/hotel/results/{destination}/{checkIn}/{checkOut}/{rooms}, with
 * query options availability, externalHotelReference, hotelName, omniCodes, baseRate". A blank reference or hotel
 * name is left out; the hotel name is trimmed. Run it after `validateHotelSearchForm` passed: a value the route
 * still refuses comes back `Unbuildable` on its field, never thrown.
 *
 * @example hotelSearchTarget({ ...HOTEL_SEARCH_FORM_DEFAULTS, destinationId: "4521", checkIn: "2026-12-01", checkOut: "2026-12-05" })
 * // Success({ _tag: "Navigate", url: "/hotel/results/4521/2026-12-01/2026-12-05/2-0?availability=CNF" })
 */
export const hotelSearchTarget = (values: HotelSearchFormValues): SearchTargetResult =>
  Result.gen(function* () {
    const destination = yield* searchTargetDestination(values.destinationId);
    const checkIn = yield* searchTargetDate(values.checkIn, "checkIn");
    const checkOut = yield* searchTargetDate(values.checkOut, "checkOut");
    const hotelName = values.hotelName.trim();
    return searchTargetNavigate(
      buildHotelResultsUrl({
        destination,
        checkIn,
        checkOut,
        rooms: values.rooms,
        options: {
          availability: values.availability,
          externalHotelReference: values.externalHotelReference === "" ? null : values.externalHotelReference,
          hotelName: hotelName === "" ? null : hotelName,
          omniCodes: [],
          baseRate: null,
        },
      }),
    );
  });

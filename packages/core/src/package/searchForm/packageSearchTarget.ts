import * as Result from "effect/Result";
import { buildPackageResultsUrl } from "../../routes/packageSearch.js";
import { type SearchTargetResult, searchTargetDate, searchTargetNavigate } from "../../search/searchTarget.js";
import type { PackageSearchFormValues } from "./packageSearchForm.js";

/**
 * Where a valid flight-plus-hotel form leads: core's package results path (spec 002 §2 "the search is serialised
 * into the path"), with the different-hotel city only when 'hotel only for a different destination' is ticked and
 * the hotel dates only when 'hotel only for part of the stay' is. Run it after `validatePackageSearchForm` passed; a
 * date the route refuses comes back `Unbuildable`, never thrown.
 *
 * @example packageSearchTarget(values) // Success({ _tag: "Navigate", url: "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/…/2-0/0/0" })
 */
export const packageSearchTarget = (values: PackageSearchFormValues): SearchTargetResult =>
  Result.gen(function* () {
    const checkIn = yield* searchTargetDate(values.checkIn, "checkIn");
    const checkOut = yield* searchTargetDate(values.checkOut, "checkOut");
    const partialHotel = values.partialHotel
      ? {
          checkIn: yield* searchTargetDate(values.hotelIn, "hotelIn"),
          checkOut: yield* searchTargetDate(values.hotelOut, "hotelOut"),
        }
      : null;
    return searchTargetNavigate(
      buildPackageResultsUrl({
        origins: values.origins,
        toCity: { id: values.destinationId, name: values.destinationName },
        checkIn,
        checkOut,
        rooms: values.rooms,
        differentHotel: values.differentHotel
          ? { id: values.accommodationCityId, name: values.accommodationCityName }
          : null,
        partialHotel,
      }),
    );
  });

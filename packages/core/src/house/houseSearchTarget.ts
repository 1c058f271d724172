import { Result } from "effect";
import { buildFindHash } from "../routes/findHashRoute.js";
import { formatQuery } from "../routes/urlCodec.js";
import { type SearchTargetResult, searchTargetDate, searchTargetNavigate } from "../search/searchTarget.js";
import type { HouseSearchFormValues } from "../validation/houseSearchForm.js";

/**
 * Where a valid house box leads. Core has no house results route (spec 001 names only "Pages find-hotel and
 * find-house restore the search from the URL"), so the house box leads to the `find-house/{destinationName}/
 * {destinationId}` hash route (spec 000 §2), with dates and passengers as its query.
 *
 * @example houseSearchTarget({ destinationId: "77", destinationName: "Roma", checkIn: "2026-12-01", checkOut: "2026-12-08", passengers: 4 })
 * // Success({ _tag: "Navigate", url: "/#find-house/Roma/77?checkIn=2026-12-01&checkOut=2026-12-08&passengers=4" })
 */
export const houseSearchTarget = (values: HouseSearchFormValues): SearchTargetResult =>
  Result.gen(function* () {
    const checkIn = yield* searchTargetDate(values.checkIn, "checkIn");
    const checkOut = yield* searchTargetDate(values.checkOut, "checkOut");
    const hash = buildFindHash({
      product: "house",
      destinationName: values.destinationName,
      destinationId: values.destinationId,
    });
    const query = formatQuery([
      ["checkIn", checkIn],
      ["checkOut", checkOut],
      ["passengers", String(values.passengers)],
    ]);
    return searchTargetNavigate(`/#${hash}${query}`);
  });

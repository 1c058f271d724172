import * as Result from "effect/Result";
import { buildHouseResultsUrl } from "../../routes/houseResultsUrl.js";
import {
  type SearchTargetResult,
  searchTargetDate,
  searchTargetDestination,
  searchTargetNavigate,
} from "../../search/searchTarget.js";
import type { HouseSearchFormValues } from "./houseSearchForm.js";

/**
 * Where a valid house box leads: core's house results URL
 * (`/house/results/{destinationName}/{destination}/{checkIn}/{checkOut}/{passengers}`, see `buildHouseResultsUrl`),
 * the passengers as adults. The box used to lead to the `find-house` hash, whose names lose their spaces (spec 000
 * §2); the results URL keeps the name exactly. Run it after `validateHouseSearchForm` passed: a value the route
 * still refuses comes back `Unbuildable` on its field, never thrown.
 *
 * @example houseSearchTarget({ destinationId: "MDQ", destinationName: "Mar del Plata", checkIn: "2026-12-01", checkOut: "2026-12-08", passengers: 4 })
 * // Success({ _tag: "Navigate", url: "/house/results/Mar%20del%20Plata/MDQ/2026-12-01/2026-12-08/4-0" })
 */
export const houseSearchTarget = (values: HouseSearchFormValues): SearchTargetResult =>
  Result.gen(function* () {
    const destination = yield* searchTargetDestination(values.destinationId);
    const checkIn = yield* searchTargetDate(values.checkIn, "checkIn");
    const checkOut = yield* searchTargetDate(values.checkOut, "checkOut");
    return searchTargetNavigate(
      buildHouseResultsUrl({
        destinationName: values.destinationName,
        destination,
        checkIn,
        checkOut,
        passengers: { adults: values.passengers, children: 0, ages: [] },
      }),
    );
  });

import * as Result from "effect/Result";
import { buildFlightResultsUrl } from "../../routes/flightResultsUrl.js";
import { type SearchTargetResult, searchTargetDate, searchTargetNavigate } from "../../search/searchTarget.js";
import type { FlightSearchFormValues } from "./flightSearchForm.js";

/**
 * Where a valid flight form leads: spec 002 §2 friendly flight results URL
 * (`/flight/results/{destinations}/{passengers}/…/{officeId}`), origins by name and id, the return date only on a
 * round trip, ages as the form's age codes (spec 002 §3), a blank office id left out. Run it after
 * `validateFlightSearchForm` passed; a date the route refuses comes back `Unbuildable`, never thrown.
 *
 * @example flightSearchTarget(values) // Success({ _tag: "Navigate", url: "/flight/results/Buenos%20Aires/2-0/BUE/…" })
 */
export const flightSearchTarget = (values: FlightSearchFormValues): SearchTargetResult =>
  Result.gen(function* () {
    const departure = yield* searchTargetDate(values.departure, "departure");
    const returnDate = values.oneWay ? null : yield* searchTargetDate(values.returnDate, "returnDate");
    return searchTargetNavigate(
      buildFlightResultsUrl({
        origins: values.origins.map((origin) => origin.name),
        originIds: values.origins.map((origin) => origin.id),
        toCityName: values.destinationName,
        toCityId: values.destinationId,
        departure,
        returnDate,
        flexibleDates: values.flexibleDates,
        oneWay: values.oneWay,
        passengers: { adults: values.adults, children: values.children, ages: values.ages },
        cabin: values.cabin,
        stops: values.stops,
        officeId: values.officeId === "" ? null : values.officeId,
      }),
    );
  });

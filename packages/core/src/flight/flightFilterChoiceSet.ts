import type { FlightSearchFilters } from "../routes/flightSearchFilters.js";
import { listWith } from "../search/listToggle.js";
import { withFlightFilters } from "./applyFlightFilters.js";
import type { FlightAirportRole, FlightChoiceTarget } from "./flightFilterChoices.js";

/**
 * The filters after a choice is ticked (`ticked` true) or unticked: a checkbox adds or removes its code, a radio
 * chooses its code; the page goes back to 1 (core's `withFlightFilters`).
 *
 * @example flightFilterChoiceSet(filters, "stops", "0", true).stops // [0]
 */
export const flightFilterChoiceSet = (
  filters: FlightSearchFilters,
  target: FlightChoiceTarget,
  code: string,
  ticked: boolean,
): FlightSearchFilters => {
  switch (target) {
    case "airlines":
      return withFlightFilters(filters, { airlines: listWith(filters.airlines, code, ticked) });
    case "bookingClasses":
      return withFlightFilters(filters, { bookingClasses: listWith(filters.bookingClasses, code, ticked) });
    case "stops":
      return withFlightFilters(filters, {
        stops: listWith(filters.stops, Math.min(2, Number(code)) as 0 | 1 | 2, ticked),
      });
    case "baggage":
      return withFlightFilters(filters, { baggage: code as FlightSearchFilters["baggage"] });
    case "segmentsTypes":
      return withFlightFilters(filters, { segmentsTypes: code as FlightSearchFilters["segmentsTypes"] });
    case "serviceClass":
      return withFlightFilters(filters, { serviceClass: code as FlightSearchFilters["serviceClass"] });
    default: {
      const [, leg, role] = target.split(".") as [string, "0" | "1", FlightAirportRole];
      const legs = [...filters.airports] as [FlightSearchFilters["airports"][0], FlightSearchFilters["airports"][1]];
      const chosen = legs[Number(leg) as 0 | 1];
      if (chosen === undefined) return filters;
      legs[Number(leg) as 0 | 1] = { ...chosen, [role]: listWith(chosen[role], code, ticked) };
      return withFlightFilters(filters, { airports: legs });
    }
  }
};

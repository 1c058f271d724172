import type { MessageTable } from "../../internal/defineMessages.js";
import type { flightToolsMessagesEs } from "../es/flightTools.js";

/** English texts of the flight results tools: the filter panel's controls and the date grid. */
export const flightToolsMessagesEn: MessageTable<keyof typeof flightToolsMessagesEs> = {
  "flightTools.applyPrice": "Apply price range",
  "flightTools.applySchedule": "Apply {leg} schedules",
  "flightTools.priceMinimum": "Minimum price",
  "flightTools.priceMaximum": "Maximum price",
  "flightTools.fromPrice": "from {price}",
  "flightTools.serviceClassAll": "All classes",
  "flightTools.scheduleDay": "Day",
  "flightTools.anyDay": "Any day",
  "flightTools.dateGridTitle": "Prices by date",
  "flightTools.dateGridCaptionRound": "Lowest price by departure date (rows) and return date (columns)",
  "flightTools.dateGridCaptionOneWay": "Lowest price by departure date",
  "flightTools.dateGridCheapest": "Cheapest",
  "flightTools.dateGridNoFlights": "No flights",
  "flightTools.dateGridSearched": "Your search",
  "flightTools.dateGridCellRound": "Departure {departure}, return {returnDate}: {price}",
  "flightTools.dateGridCellOneWay": "Departure {departure}: {price}",
  "flightTools.dateGridLoading": "Looking up prices by date…",
};

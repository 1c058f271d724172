export { useShared } from "../results/useShared.js";
export {
  type AggregatedCards,
  type AggregatedCardsInput,
  type AggregatedRates,
  useAggregatedCards,
} from "./useAggregatedCards.js";
export {
  type HotelResultsActions,
  type HotelResultsData,
  type HotelResultsInput,
  type HotelResultsResult,
  useHotelResults,
  useHouseResults,
} from "./useHotelResults.js";
export { useProgressNow } from "./useProgressNow.js";

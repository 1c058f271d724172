import type { MessageTable } from "../../internal/defineMessages.js";
import type { bundleMessagesEs } from "../es/bundle.js";

/** English texts of the bundle domain. */
export const bundleMessagesEn: MessageTable<keyof typeof bundleMessagesEs> = {
  "bundle.adjustSearch": "Adjust search",
  "bundle.explore": "Explore our proposals",
  "bundle.destination": "Destination",
  "bundle.period": "Travel month",
  "bundle.periodPlaceholder": "When do you want to travel?",
  "bundle.themes": "Themes",
  "bundle.starred": "Featured",
  "bundle.all": "All",
  "bundle.destinationRequired": "Choose at least one destination or theme.",
};

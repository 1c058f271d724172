import type { MessageTable } from "../../internal/defineMessages.js";
import type { packageSearchMessagesEs } from "../es/packageSearch.js";

/** English texts of the package search's states. */
export const packageSearchMessagesEn: MessageTable<keyof typeof packageSearchMessagesEs> = {
  "packageSearch.urlInvalid": "We could not read this search. Check the details and search again.",
  "packageSearch.failed": "Failed to retrieve the results",
  "packageSearch.empty": "We found no packages for this search",
};

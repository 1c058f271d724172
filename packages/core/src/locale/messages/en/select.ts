import type { MessageTable } from "../../internal/defineMessages.js";
import type { selectMessagesEs } from "../es/select.js";

/** English texts of the select domain. */
export const selectMessagesEn: MessageTable<keyof typeof selectMessagesEs> = {
  "select.loadError": "Error loading the results",
  "select.noResults": "No results found",
  "select.searching": "Searching...",
  "select.tooManyCharacters": "You entered too many characters",
  "select.loadingMore": "Loading more results",
  "select.tooManySelected": "You cannot choose that many results",
  "select.minCharacters": "Enter at least 3 characters",
  "select.remove": "Remove {item}",
};

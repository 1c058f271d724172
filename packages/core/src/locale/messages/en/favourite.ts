import type { MessageTable } from "../../internal/defineMessages.js";
import type { favouriteMessagesEs } from "../es/favourite.js";

/** English texts of the favourite domain. */
export const favouriteMessagesEn: MessageTable<keyof typeof favouriteMessagesEs> = {
  "favourite.title": "Favourite",
  "favourite.added": "The hotel has been added to your favourites!",
  "favourite.removed": "The hotel has been removed from your favourites!",
  "favourite.failureTitle": "Oops!",
  "favourite.failure": "This operation cannot be carried out right now, try again later!",
  "favourite.add": "Add to favourites",
  "favourite.remove": "Remove from favourites",
};

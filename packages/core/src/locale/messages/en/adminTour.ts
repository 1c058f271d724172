import type { MessageTable } from "../../internal/defineMessages.js";
import type { adminTourMessagesEs } from "../es/adminTour.js";

/** English texts of the back office's product tour module. */
export const adminTourMessagesEn: MessageTable<keyof typeof adminTourMessagesEs> = {
  "admin.module.tour": "Portal guide",
  "admin.tour.intro": "The texts of each step of the guide visitors see the first time. Empty: the original text.",
  "admin.tour.language": "Language",
  "admin.tour.step": "Step {number}: {name}",
  "admin.tour.step.search": "the search box",
  "admin.tour.step.filters": "the results filters",
  "admin.tour.step.addToBudget": "the add-to-budget button",
  "admin.tour.title": "Title",
  "admin.tour.text": "Text",
  "admin.tour.original": "Original",
  "admin.tour.save": "Save step {number}",
  "admin.tour.saved": "Step saved.",
  "admin.tour.issue.target": "The guide has no such text.",
};

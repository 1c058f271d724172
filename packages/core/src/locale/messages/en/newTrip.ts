/** English texts of adding a product to a new trip (spec 000 §4; the notice afterwards is `budget.previousSaved`). */
export const newTripMessagesEn = {
  "newTrip.add": "Add to a new quotation",
} as const;

/** Spanish texts of adding a product to a new trip (spec 000 §4; the notice afterwards is `budget.previousSaved`). */
export const newTripMessagesEs = {
  "newTrip.add": "Agregar a una nueva cotización",
} as const;

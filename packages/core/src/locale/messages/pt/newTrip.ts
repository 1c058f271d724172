/** Portuguese texts of adding a product to a new trip (spec 000 §4; the notice afterwards is `budget.previousSaved`). */
export const newTripMessagesPt = {
  "newTrip.add": "Adicionar a uma nova cotação",
} as const;

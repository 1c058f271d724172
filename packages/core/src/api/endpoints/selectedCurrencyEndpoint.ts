import { Currency } from "../currency.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /api/v2/currency/selected` (shape not shown; decision: the selected currency entry). */
export const selectedCurrencyEndpoint = get(() => "/api/v2/currency/selected", Currency);

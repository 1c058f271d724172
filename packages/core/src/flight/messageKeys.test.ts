import { describe, expect, test } from "vitest";
import { catalogEs, isMessageKey } from "../locale/index.js";
import { FLIGHT_CLEAR_FILTERS_MESSAGE_KEY, FLIGHT_FILTER_SECTION_MESSAGE_KEYS } from "./flightFilterPanel.js";
import { FLIGHT_NOTICE_MESSAGE_KEYS } from "./flightNotices.js";
import { FLIGHT_PRICE_PANEL_MESSAGE_KEYS } from "./flightPrices.js";
import { FLIGHT_SORT_MESSAGE_KEYS } from "./flightSort.js";

describe("message keys of flight, budget, session and location", () => {
  test("every key core hands to a view exists in the Spanish catalog with the spec's text", () => {
    const keys = [
      ...Object.values(FLIGHT_NOTICE_MESSAGE_KEYS),
      ...Object.values(FLIGHT_FILTER_SECTION_MESSAGE_KEYS),
      ...Object.values(FLIGHT_PRICE_PANEL_MESSAGE_KEYS),
      ...Object.values(FLIGHT_SORT_MESSAGE_KEYS),
      FLIGHT_CLEAR_FILTERS_MESSAGE_KEY,
      "flight.luggageNone",
      "flight.luggagePieces",
      "flight.luggageWeight",
      "flight.luggageAskAirline",
      "flight.timeInvalid",
      "flight.quoteNeedsOutbound",
      "flight.quoteNeedsReturn",
      "flight.originsMore",
      "quote.select",
      "quote.selected",
      "quote.outOfLimit",
      "quote.noCancellationFeesOnly",
      "budget.addConflict",
      "budget.addError",
      "budget.addSuccess",
      "budget.addedToBudget",
      "budget.addedToQuotation",
      "budget.previousSaved",
      "budget.alternativeRateDisclaimer",
      "budget.itemAdded",
      "budget.added",
      "budget.adding",
      "budget.addToBudget",
      "budget.addToQuotation",
      "budget.noPermission",
      "session.draftCreateError",
    ];
    for (const key of keys) expect(isMessageKey(key), key).toBe(true);
    const catalog: Readonly<Record<string, string>> = catalogEs;
    expect(catalog[FLIGHT_NOTICE_MESSAGE_KEYS.otherAirport]).toBe("El vuelo sale de otro aeropuerto");
    expect(catalog["flight.luggageNone"]).toBe("No incluye equipaje");
    expect(catalog[FLIGHT_CLEAR_FILTERS_MESSAGE_KEY]).toBe("Limpiar Filtros");
    expect(catalog["budget.noPermission"]).toBe("No tiene permisos para recuperar el presupuesto activo.");
    expect(catalog["quote.outOfLimit"]).toBe("No hay crédito disponible para realizar la reserva.");
  });
});

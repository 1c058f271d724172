import { describe, expect, it } from "vitest";
import { createInventory } from "../inventory/inventory.js";
import { accountsTestInventory, SAMPLE_HOTEL_ID } from "./accountsInventory.js";
import { hotelPdfContent } from "./hotelPdf.js";
import { hotelFacts } from "./inventoryFacts.js";

const NOW = new Date("2030-01-15T12:00:00Z");

describe("hotel PDF texts", () => {
  it("a 1-star hotel with one review reads in the singular; a score prints with a decimal comma", () => {
    const facts = hotelFacts(accountsTestInventory, SAMPLE_HOTEL_ID);
    if (facts === undefined) throw new Error("the sample hotel is missing");
    const hotel = { ...facts.hotel, stars: 1, review: { ...facts.hotel.review, rating: 4.5, reviews: 1 } };
    const content = hotelPdfContent(accountsTestInventory, { ...facts, hotel }, undefined, true, "USD", NOW);
    expect(content.subtitle).toBe(`${facts.city.name.es} · 1 estrella`);
    const rows = content.sections.flatMap((section) => section.rows ?? []);
    expect(rows).toContainEqual(["Categoría", "1 estrella"]);
    expect(rows).toContainEqual(["Puntuación", "4,5 / 5 (1 opinión)"]);
  });

  it("the demo inventory describes its 1-star hotels in the singular", () => {
    const inventory = createInventory();
    const city = inventory.cities[0]?.code ?? "";
    const oneStar = inventory.hotelsOf(city).filter((hotel) => hotel.stars === 1);
    expect(oneStar.length).toBeGreaterThan(0);
    for (const hotel of oneStar) {
      expect(hotel.description.es).toContain("es un hotel de 1 estrella en");
      expect(hotel.description.pt).toContain("é um hotel de 1 estrela em");
    }
  });
});

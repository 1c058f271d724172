import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locale/language.js";
import { activityCardTexts, activityDurationText, activityLanguagesText } from "./activityCardTexts.js";
import { activityDurationParts } from "./activityCodes.js";
import { arbActivitySummary } from "./test/arbitraries.js";

const visit = {
  id: "BUE-A1",
  name: "Visita guiada por Buenos Aires",
  category: "tours",
  durationMinutes: 150,
  languages: ["es", "fr"],
  startTimes: ["14:00"],
  freeCancellation: true,
  rating: 4.5,
  reviews: 3766,
  priceFrom: { minor: 16090, currency: "USD" },
  image: "/images/activities/BUE-A1/1.jpg",
  summary: "",
};

describe("an activity card's texts", () => {
  it("says the card's lines in es, en and pt", () => {
    expect(activityCardTexts(visit, "es")).toEqual({
      category: "Visitas guiadas",
      name: "Visita guiada por Buenos Aires",
      details: "2 horas 30 min · Español, Francés",
      reviews: "★ 4,5 (3766 opiniones)",
      freeCancellation: "Cancelación gratuita",
      price: "Desde USD 160,90 por adulto",
    });
    expect(activityCardTexts(visit, "en").price).toBe("From USD 160.90 per adult");
    expect(activityCardTexts(visit, "pt").details).toBe("2 horas 30 min · Espanhol, Francês");
  });

  it("says nothing of a free cancellation the activity does not have", () => {
    expect(activityCardTexts({ ...visit, freeCancellation: false }, "es").freeCancellation).toBe("");
  });

  test.prop([arbActivitySummary, fc.constantFrom(...LANGUAGES)], { numRuns: 1000 })(
    "names the activity, its price's amount and its rating in every language, and never a key",
    (activity, language) => {
      const texts = activityCardTexts(activity, language);
      expect(texts.name).toBe(activity.name);
      expect(texts.price).toContain(activity.priceFrom.currency);
      expect(texts.reviews.startsWith("★ ")).toBe(true);
      expect(texts.freeCancellation === "").toBe(!activity.freeCancellation);
      for (const text of [texts.category, texts.details, texts.reviews, texts.freeCancellation, texts.price])
        expect(text).not.toMatch(/activity\.|\{/);
    },
  );

  test.prop([fc.integer({ min: -10, max: 100_000 }), fc.constantFrom(...LANGUAGES)], { numRuns: 1000 })(
    "a length names each of its days, hours and minutes that is not zero, and only those",
    (minutes, language) => {
      const parts = activityDurationParts(minutes);
      const words = activityDurationText(minutes, language)
        .split(" ")
        .filter((word) => /^\d+$/.test(word));
      expect(words.map(Number)).toEqual([parts.days, parts.hours, parts.minutes].filter((part) => part > 0));
    },
  );

  it("names the guide languages in the reply's order", () => {
    expect(activityLanguagesText(["pt", "es"], "en")).toBe("Portuguese, Spanish");
    expect(activityLanguagesText([], "es")).toBe("");
  });
});

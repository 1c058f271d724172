import { describe, expect, it } from "vitest";
import { CATALOGS, MESSAGE_KEYS, translate } from "./catalog.js";
import { LANGUAGES } from "./language.js";

/** Parameters that carry a count of things: a text must choose its noun through a plural, never print `1 noches`. */
const COUNT_PARAMETERS =
  /\{\s*(count|days|nights|stars|reviews|rooms|adults|children|hotels|passengers|seats)\s*\}\s*(?!más|more|mais)\p{L}/u;

describe("catalog plurals", () => {
  it("no text prints a count beside a noun without a plural", () => {
    const bare = LANGUAGES.flatMap((language) =>
      MESSAGE_KEYS.filter((key) => COUNT_PARAMETERS.test(CATALOGS[language][key])).map((key) => `${language} ${key}`),
    );
    expect(bare).toEqual([]);
  });

  it("one of a thing is singular in every language", () => {
    expect(LANGUAGES.map((language) => translate(language, "hotel.stars", { count: 1 }))).toEqual([
      "1 estrella",
      "1 star",
      "1 estrela",
    ]);
    expect(LANGUAGES.map((language) => translate(language, "homeOffers.reviews", { count: 1 }))).toEqual([
      "1 opinión",
      "1 review",
      "1 avaliação",
    ]);
    expect(translate("es", "hotelShare.pdfSelected", { count: 1 })).toBe("1 hotel seleccionado");
    expect(translate("pt", "hotelShare.pdfSelected", { count: 2 })).toBe("2 hotéis selecionados");
    expect(translate("es", "hotelCompare.caption", { count: 1 })).toBe("Comparación de 1 hotel");
    expect(translate("en", "forms.filterDateOutOfWindow", { days: 3 })).toBe(
      "Choose a date up to 3 days before or after the searched one.",
    );
  });
});

import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locale/language.js";
import { TOUR_MESSAGES } from "./tourMessages.js";
import { TOUR_STEPS } from "./tourSteps.js";
import { TOUR_TEXT_FIELDS, TOUR_TEXT_MAX_LENGTH, tourStepTexts, tourTextKey, validateTourText } from "./tourTexts.js";

describe("tourStepTexts", () => {
  it("gives every step's default texts in each language", () => {
    for (const language of LANGUAGES)
      expect(tourStepTexts(language, new Map())).toEqual(
        TOUR_STEPS.map((step) => ({
          step,
          title: TOUR_MESSAGES[language][`tour.${step}.title`],
          text: TOUR_MESSAGES[language][`tour.${step}.text`],
        })),
      );
  });

  it("shows a saved text in place of the default, and an empty one as none", () => {
    const saved = new Map([
      [tourTextKey("search", "title"), "¡Bienvenido!"],
      [tourTextKey("filters", "text"), ""],
    ]);
    const [search, filters] = tourStepTexts("es", saved);
    expect(search?.title).toBe("¡Bienvenido!");
    expect(filters?.text).toBe(TOUR_MESSAGES.es["tour.filters.text"]);
  });
});

describe("validateTourText", () => {
  const target = fc.record({
    language: fc.constantFrom(...LANGUAGES),
    step: fc.constantFrom(...TOUR_STEPS),
    field: fc.constantFrom(...TOUR_TEXT_FIELDS),
  });

  test.prop([target, fc.string({ maxLength: 300 })], { numRuns: 1000 })(
    "takes a trimmed text up to its field's limit and refuses a longer one",
    (where, text) => {
      const result = validateTourText({ ...where, text });
      const trimmed = text.trim();
      if ([...trimmed].length <= TOUR_TEXT_MAX_LENGTH[where.field])
        expect(result).toEqual(Result.succeed({ ...where, text: trimmed }));
      else
        expect(result).toEqual(
          Result.fail([
            {
              field: where.field,
              key: "admin.texts.issue.tooLong",
              params: { max: TOUR_TEXT_MAX_LENGTH[where.field] },
            },
          ]),
        );
    },
  );

  it("refuses a language, step or field the tour does not have, and a text that is not one", () => {
    const good = { language: "es", step: "search", field: "title", text: "Hola" };
    expect(validateTourText({ ...good, language: "fr" })).toEqual(
      Result.fail([{ field: "language", key: "admin.tour.issue.target" }]),
    );
    expect(validateTourText({ ...good, step: "checkout" })).toEqual(
      Result.fail([{ field: "step", key: "admin.tour.issue.target" }]),
    );
    expect(validateTourText({ ...good, field: "body" })).toEqual(
      Result.fail([{ field: "field", key: "admin.tour.issue.target" }]),
    );
    expect(validateTourText({ ...good, text: 3 })).toEqual(
      Result.fail([{ field: "title", key: "admin.texts.issue.notText" }]),
    );
    expect(validateTourText(null)).toEqual(Result.fail([{ field: "step", key: "admin.tour.issue.target" }]));
  });
});

import * as Result from "effect/Result";
import { type AdminIssue, adminIssue } from "../admin/adminIssue.js";
import { isRecord } from "../internal/outsideInput.js";
import { isLanguage, type Language } from "../locale/language.js";
import { translateTour } from "./tourMessages.js";
import { isTourStep, TOUR_STEPS, type TourStep } from "./tourSteps.js";

/** What an administrator writes for each step, per language: its title and its text. */
export const TOUR_TEXT_FIELDS = ["title", "text"] as const;
export type TourTextField = (typeof TOUR_TEXT_FIELDS)[number];

/** The longest title and text, in characters (ours: the box is 20 rem wide and must fit a phone's screen). */
export const TOUR_TEXT_MAX_LENGTH: { readonly [F in TourTextField]: number } = { title: 60, text: 240 };

/** One step's texts in one language, as the portal shows them. */
export interface TourStepText {
  readonly step: TourStep;
  readonly title: string;
  readonly text: string;
}

/** One tour text as an administrator saves it ("" gives the default back). */
export interface TourTextEdit {
  readonly language: Language;
  readonly step: TourStep;
  readonly field: TourTextField;
  readonly text: string;
}

/**
 * The key a step's field is saved and audited under.
 *
 * @example tourTextKey("filters", "title") // "filters.title"
 */
export const tourTextKey = (step: TourStep, field: TourTextField): string => `${step}.${field}`;

/**
 * A step's default title or text in a language (core's tour messages): what the portal shows until an administrator
 * writes another.
 *
 * @example defaultTourText("en", "search", "title") // "Start here"
 */
export const defaultTourText = (language: Language, step: TourStep, field: TourTextField): string =>
  translateTour(language, `tour.${step}.${field}`);

/**
 * Every step's texts in a language: what an administrator saved (`saved`, by {@link tourTextKey}; an empty text is
 * none), or the default.
 *
 * @example tourStepTexts("es", new Map([["search.title", "¡Hola!"]]))[0] // { step: "search", title: "¡Hola!", text: "Elegí un producto…" }
 */
export const tourStepTexts = (language: Language, saved: ReadonlyMap<string, string>): TourStepText[] =>
  TOUR_STEPS.map((step) => {
    const textOf = (field: TourTextField) => {
      const own = saved.get(tourTextKey(step, field)) ?? "";
      return own === "" ? defaultTourText(language, step, field) : own;
    };
    return { step, title: textOf("title"), text: textOf("text") };
  });

const isTourTextField = (value: unknown): value is TourTextField => TOUR_TEXT_FIELDS.some((field) => field === value);

/**
 * Reads a tour text from outside: a language, a step and a field the tour has, and a text (trimmed) of at most
 * {@link TOUR_TEXT_MAX_LENGTH} characters. An empty text gives the default back.
 *
 * @example validateTourText({ language: "en", step: "search", field: "title", text: " Hi " })
 * // Result.succeed({ language: "en", step: "search", field: "title", text: "Hi" })
 */
export const validateTourText = (input: unknown): Result.Result<TourTextEdit, readonly AdminIssue[]> => {
  if (!isRecord(input)) return Result.fail([adminIssue("step", "admin.tour.issue.target")]);
  const { language, step, field } = input;
  if (!isLanguage(language)) return Result.fail([adminIssue("language", "admin.tour.issue.target")]);
  if (!isTourStep(step)) return Result.fail([adminIssue("step", "admin.tour.issue.target")]);
  if (!isTourTextField(field)) return Result.fail([adminIssue("field", "admin.tour.issue.target")]);
  if (typeof input.text !== "string") return Result.fail([adminIssue(field, "admin.texts.issue.notText")]);
  const text = input.text.trim();
  const max = TOUR_TEXT_MAX_LENGTH[field];
  if ([...text].length > max) return Result.fail([adminIssue(field, "admin.texts.issue.tooLong", { max })]);
  return Result.succeed({ language, step, field, text });
};

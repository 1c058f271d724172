import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/**
 * Stars of the rating sliders: 1 to 5, step 1 (spec 000 §5 "Rating slider: stars 1 to 5, step 1"; spec 001 §5
 * "Category 1-5; review-site slider 1-5 step 1").
 */
export const RATING_SLIDER_BOUNDS = { min: 1, max: 5, step: 1 } as const;

/**
 * The issue of a rating value off the slider's stops (message ours).
 *
 * @example validateRatingSlider(4.5) // [{ path: ["rating"], key: "forms.ratingOutOfRange", params: { min: 1, max: 5 } }]
 */
export const validateRatingSlider = (value: number): ValidationIssue[] => {
  const { min, max, step } = RATING_SLIDER_BOUNDS;
  const onStop = Number.isFinite(value) && value >= min && value <= max && Number.isInteger((value - min) / step);
  return onStop ? [] : [validationIssue(["rating"], "forms.ratingOutOfRange", { min, max })];
};

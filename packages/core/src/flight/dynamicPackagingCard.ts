/**
 * The select button of a dynamic-packaging flight card.
 *
 * Spec 002 §4: "Dynamic-packaging solution card: not selected, then 'Seleccionado'. The select button is disabled if
 * the trip is unselected or the solution is already selected."
 */

/** What the card's button shows. */
export interface DynamicPackagingCardView {
  /** 'Seleccionado' once selected, the select label otherwise. */
  readonly labelKey: "quote.selected" | "quote.select";
  readonly disabled: boolean;
}

/**
 * The button of a dynamic-packaging card.
 *
 * @example dynamicPackagingCardView({ tripSelected: true, solutionSelected: false }) // select, enabled
 */
export const dynamicPackagingCardView = (input: {
  /** A flight is chosen on the card's trip. */
  readonly tripSelected: boolean;
  /** This solution is the package's selected one (`isSelected`). */
  readonly solutionSelected: boolean;
}): DynamicPackagingCardView => ({
  labelKey: input.solutionSelected ? "quote.selected" : "quote.select",
  disabled: !input.tripSelected || input.solutionSelected,
});

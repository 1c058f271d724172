/** Spec 000 §9 / spec 002 §2: "Back-to-top after 300 px" of vertical scroll. */
export const BACK_TO_TOP_AFTER_PX = 300;

/**
 * Whether the back-to-top button shows at a vertical scroll position (in CSS pixels): only past 300 px.
 *
 * @example showsBackToTop(301) // true
 * @example showsBackToTop(300) // false
 */
export const showsBackToTop = (scrollY: number): boolean => scrollY > BACK_TO_TOP_AFTER_PX;

/** The least and greatest a counted field (rooms, adults, children, ages, passengers) may hold. */
export interface CountBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * A count a form event asks for, brought inside its bounds: whole numbers only, and anything not finite (a cleared
 * select, `NaN`) reads as the least the field allows.
 *
 * @example boundedCount(12, { min: 1, max: 9 }) // 9
 */
export const boundedCount = (value: number, bounds: CountBounds): number =>
  Number.isFinite(value) ? Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value))) : bounds.min;

/**
 * A server text worth showing: absent, null and blank texts are none.
 *
 * @example policyText("  ") // undefined
 */
export const policyText = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === "" ? undefined : value;

import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe-core over a rendered view in jsdom and fails with the rule ids and targets of every violation. jsdom draws
 * nothing, so the rules that need layout (colour contrast) are left to the browser checks.
 */
export const expectNoAxeViolations = async (element: Element): Promise<void> => {
  const results = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  const found = results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(found).toEqual([]);
};

import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { FILTER_CHOICES_FOLDED_AFTER, filterChoicesShown } from "./filterChoice.js";

const arbRows = fc.array(fc.record({ code: fc.string(), selected: fc.boolean() }), { maxLength: 20 });

describe("filterChoicesShown", () => {
  test.prop([arbRows, fc.boolean()], { numRuns: 1000 })(
    "every selected choice shows; a fold hides two or more, never below the limit; expanded shows all",
    (rows, expanded) => {
      const { shown, hidden } = filterChoicesShown(rows, expanded);
      expect(shown.length + hidden).toBe(rows.length);
      for (const row of rows) if (row.selected) expect(shown).toContain(row);
      if (expanded) expect(hidden).toBe(0);
      if (hidden > 0) {
        expect(hidden).toBeGreaterThan(1);
        expect(shown.slice(0, FILTER_CHOICES_FOLDED_AFTER)).toEqual(rows.slice(0, FILTER_CHOICES_FOLDED_AFTER));
      }
      expect(shown.filter((row) => rows.includes(row))).toEqual(shown);
    },
  );
});

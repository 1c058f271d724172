import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCardDate } from "../../dates/cardDate.js";
import { budgetRepricedDay } from "./repricedDay.js";

// Instants from 1970 to 2200, and the offsets clocks use (-12:00 to +14:00).
const instant = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });
const offset = fc.integer({ min: -720, max: 840 });

describe("budgetRepricedDay", () => {
  it("writes the day on the agent's clock", () => {
    expect(budgetRepricedDay("2026-12-03T14:05:00.000Z", 0)).toBe("03/12/2026");
    expect(budgetRepricedDay("2026-12-03T01:30:00.000Z", -180)).toBe("02/12/2026");
    expect(budgetRepricedDay("2026-12-03T23:30:00Z", 60)).toBe("04/12/2026");
    expect(budgetRepricedDay("2026-12-03T11:05:00-03:00", 0)).toBe("03/12/2026");
  });

  it("leaves out a budget never re-quoted and a value that is no instant", () => {
    expect(budgetRepricedDay(undefined, 0)).toBeNull();
    for (const bad of ["", "ayer", "2026-12-03", "2026-13-45T10:00:00Z", "03/12/2026", "2026-12-03T10:00:00"])
      expect(budgetRepricedDay(bad, 0)).toBeNull();
  });

  it("is the UTC day moved by the offset: a valid dd/MM/yyyy at most one day from the UTC day", () => {
    fc.assert(
      fc.property(instant, offset, (epochMs, minutes) => {
        const iso = new Date(epochMs).toISOString();
        const shown = budgetRepricedDay(iso, minutes);
        if (shown === null) throw new Error(`${iso} did not read`);
        const day = parseCardDate(shown);
        expect(day._tag).toBe("Success");
        const local = new Date(epochMs + minutes * 60_000).toISOString().slice(0, 10);
        expect(day._tag === "Success" ? day.success : null).toBe(local);
      }),
      { numRuns: 1_000 },
    );
  });

  it("never throws, and reads nothing but instants", () => {
    fc.assert(
      fc.property(fc.string(), offset, (text, minutes) => {
        const shown = budgetRepricedDay(text, minutes);
        if (shown !== null) expect(Number.isFinite(Date.parse(text))).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCardDate } from "../../dates/cardDate.js";
import { budgetRepricedDay } from "./repricedDay.js";

// Instants from 1970 to 2200.
const instant = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });
const BUENOS_AIRES = "America/Argentina/Buenos_Aires";

describe("budgetRepricedDay", () => {
  it("writes the day in the agent's time zone", () => {
    expect(budgetRepricedDay("2026-12-03T14:05:00.000Z", "UTC")).toBe("03/12/2026");
    expect(budgetRepricedDay("2026-12-03T01:30:00.000Z", BUENOS_AIRES)).toBe("02/12/2026");
    expect(budgetRepricedDay("2026-12-03T23:30:00Z", "Europe/Madrid")).toBe("04/12/2026");
    expect(budgetRepricedDay("2026-12-03T11:05:00-03:00", "UTC")).toBe("03/12/2026");
    // Daylight saving: 22:30 UTC on 1 July is 00:30 on the 2nd in Madrid (UTC+2); a fixed UTC+1 would read the 1st.
    expect(budgetRepricedDay("2026-07-01T22:30:00Z", "Europe/Madrid")).toBe("02/07/2026");
  });

  it("leaves out a budget never re-quoted and a value that is no instant", () => {
    expect(budgetRepricedDay(undefined, "UTC")).toBeNull();
    for (const bad of ["", "ayer", "2026-12-03", "2026-13-45T10:00:00Z", "03/12/2026", "2026-12-03T10:00:00"])
      expect(budgetRepricedDay(bad, "UTC")).toBeNull();
  });

  it("is the instant's day in the zone: in UTC the ISO day, in Buenos Aires (UTC-3) the day 3 hours earlier", () => {
    fc.assert(
      fc.property(instant, (epochMs) => {
        const iso = new Date(epochMs).toISOString();
        const utc = parseCardDate(budgetRepricedDay(iso, "UTC") ?? "");
        const there = parseCardDate(budgetRepricedDay(iso, BUENOS_AIRES) ?? "");
        expect(utc._tag === "Success" ? utc.success : null).toBe(iso.slice(0, 10));
        // Buenos Aires has kept UTC-3 since 2009.
        if (epochMs >= Date.UTC(2010, 0, 1))
          expect(there._tag === "Success" ? there.success : null).toBe(
            new Date(epochMs - 3 * 3_600_000).toISOString().slice(0, 10),
          );
      }),
      { numRuns: 1_000 },
    );
  });

  it("never throws, and reads nothing but instants", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const shown = budgetRepricedDay(text, BUENOS_AIRES);
        if (shown !== null) expect(Number.isFinite(Date.parse(text))).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});

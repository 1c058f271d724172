import { describe, expect, it } from "vitest";
import { alternateRuns, lighthouseRow } from "./_lighthouseRows.mjs";

const sample = (performance, lcp, tbt, cpuTbt = 4, cpuPerformance = 99) => ({
  performance,
  cpuPerformance,
  accessibility: 100,
  lcp,
  documentMs: 780,
  scriptKb: 196,
  tbt,
  cpuTbt,
  cpuSharePercent: 40,
  cls: 0,
});

describe("alternateRuns", () => {
  it("measures the builds in turn, round after round, and keeps each build's samples and failures apart", async () => {
    const order = [];
    const replies = {
      main: [sample(97, 2100, 80), { failure: "NO_LCP" }],
      other: [sample(99, 2000, 20), sample(98, 2050, 30)],
    };
    const measured = await alternateRuns([{ name: "main" }, { name: "other" }], 2, async (build) => {
      order.push(build.name);
      const reply = replies[build.name].shift();
      return "failure" in reply ? reply : { sample: reply };
    });
    expect(order).toEqual(["main", "other", "main", "other"]);
    expect(measured).toEqual([
      { samples: [sample(97, 2100, 80)], failures: ["NO_LCP"] },
      { samples: [sample(99, 2000, 20), sample(98, 2050, 30)], failures: [] },
    ]);
  });
});

describe("lighthouseRow", () => {
  it("prints medians with their range, names the failed runs and the targets missed", () => {
    const row = lighthouseRow(
      "hotel detail",
      [sample(95, 2200, 200, 70), sample(99, 2100, 40, 30), sample(97, 2150, 90, 60)],
      ["NO_LCP"],
    );
    expect(row).toBe(
      "| hotel detail | 97 (95–99) | 99 (99–99) | 100 (100–100) | 2150 (2100–2200) | 780 (780–780) | 196 (196–196) | 90 (40–200) | 60 (30–70) | 40 (40–40) | 0.000 (0.000–0.000) | 3 of 4 (failed: NO_LCP) | missed: performance < 98 (99 with TBT from CPU time), LCP > 1200 ms, TBT from CPU time > 50 ms |",
    );
  });

  it("judges TBT on the tasks' CPU time, not Lighthouse's wall time", () => {
    expect(lighthouseRow("house results", [sample(100, 970, 79, 8)], [])).toMatch(
      /\| 79 \(79–79\) \| 8 \(8–8\) \| 40 \(40–40\) \| .* \| met \|$/,
    );
    expect(lighthouseRow("house results", [sample(100, 970, 20, 51)], [])).toMatch(
      /missed: TBT from CPU time > 50 ms \|$/,
    );
  });

  it("says 'met' when every median is within its target, and 'no measurement' without a scored run", () => {
    expect(lighthouseRow("home", [sample(100, 820, 20)], [])).toMatch(/\| 1 \| met \|$/);
    expect(lighthouseRow("home", [], ["NO_FCP", "NO_FCP"])).toBe(
      "| home | — | — | — | — | — | — | — | — | — | — | 0 of 2 (failed: NO_FCP, NO_FCP) | no measurement |",
    );
  });
});
